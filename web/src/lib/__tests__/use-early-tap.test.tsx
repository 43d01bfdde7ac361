import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useEarlyTap } from '../use-early-tap';

function Start({ live, action }: { live: boolean; action: () => void }) {
  const tap = useEarlyTap(live, action);
  return (
    <button type="button" disabled={tap.disabled} aria-busy={tap.busy} onClick={tap.onClick}>
      Comenzar
    </button>
  );
}

describe('useEarlyTap', () => {
  it('the first commit is disabled (the shell has no handlers), then the button takes a tap', async () => {
    const first: boolean[] = [];
    render(
      <Profiler
        id="t"
        onRender={() => first.push((screen.queryByRole('button') as HTMLButtonElement).disabled)}
      >
        <Start live={false} action={() => {}} />
      </Profiler>,
    );
    expect(first[0]).toBe(true);
    expect(await screen.findByRole('button', { name: 'Comenzar' })).toBeEnabled();
  });

  const tests: { name: string; liveAtTap: boolean; wantBeforeLive: number; wantAfter: number }[] = [
    {
      name: 'a tap before the session is live waits for it, once',
      liveAtTap: false,
      wantBeforeLive: 0,
      wantAfter: 1,
    },
    { name: 'a tap once live acts at once', liveAtTap: true, wantBeforeLive: 1, wantAfter: 1 },
  ];
  for (const tt of tests) {
    it(tt.name, async () => {
      const action = vi.fn();
      const { rerender } = render(<Start live={tt.liveAtTap} action={action} />);
      const button = await screen.findByRole('button');
      await vi.waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      expect(action).toHaveBeenCalledTimes(tt.wantBeforeLive);
      if (!tt.liveAtTap) {
        // Kept: disabled and busy, not tapped twice.
        expect(button).toBeDisabled();
        expect(button).toHaveAttribute('aria-busy', 'true');
      }
      act(() => rerender(<Start live action={action} />));
      act(() => rerender(<Start live action={action} />));
      expect(action).toHaveBeenCalledTimes(tt.wantAfter);
      expect(button).toBeEnabled();
    });
  }
});
