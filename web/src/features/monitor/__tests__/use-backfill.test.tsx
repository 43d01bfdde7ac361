import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useBackfill } from '../hooks/use-backfill';

function Probe({ api }: { api: { backfill: () => Promise<unknown> } }) {
  useBackfill(api);
  return null;
}

describe('useBackfill', () => {
  it('asks for the backfill once per page load', () => {
    const api = { backfill: vi.fn().mockResolvedValue({ rebuilt: true }) };
    const { rerender } = render(<Probe api={api} />);
    rerender(<Probe api={api} />);
    expect(api.backfill).toHaveBeenCalledTimes(1);
  });

  it('a failed backfill does not break the page', async () => {
    const api = { backfill: vi.fn().mockRejectedValue(new Error('Error de conexión')) };
    expect(() => render(<Probe api={api} />)).not.toThrow();
    await waitFor(() => expect(api.backfill).toHaveBeenCalled());
  });
});
