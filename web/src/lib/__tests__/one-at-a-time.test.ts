import { describe, expect, it } from 'vitest';

import { oneAtATime } from '../one-at-a-time';

describe('oneAtATime', () => {
  it('a call while one runs joins it; once it is done, the next runs', async () => {
    const gate = oneAtATime();
    const calls: number[] = [];
    let release: () => void = () => {};
    const send = gate(async (n: number) => {
      calls.push(n);
      await new Promise<void>((r) => (release = r));
    });
    const first = send(1);
    let secondDone = false;
    const second = send(2).then(() => (secondDone = true));
    await Promise.resolve();
    expect(calls).toEqual([1]);
    expect(secondDone).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(secondDone).toBe(true);
    const third = send(3);
    release();
    await third;
    expect(calls).toEqual([1, 3]);
  });

  it('a failed send opens the gate again and throws to every caller', async () => {
    const gate = oneAtATime();
    let n = 0;
    const send = gate(async () => {
      n++;
      await Promise.resolve();
      if (n === 1) throw new Error('boom');
    });
    const a = send();
    const b = send();
    await expect(a).rejects.toThrow('boom');
    await expect(b).rejects.toThrow('boom');
    await send();
    expect(n).toBe(2);
  });
});
