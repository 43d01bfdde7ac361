// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';

import { useOnce } from '@/lib/use-once';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useOnce', () => {
  it('is loading until the load answers, then holds its data', async () => {
    const d = deferred<string>();
    const { result } = renderHook(() => useOnce(() => d.promise, []));
    expect(result.current).toMatchObject({ loading: true, data: undefined, error: undefined });
    await act(async () => d.resolve('uno'));
    expect(result.current).toMatchObject({ loading: false, data: 'uno', error: undefined });
  });

  it('holds the error of a load that rejects or throws', async () => {
    const boom = new Error('boom');
    const rejects = renderHook(() => useOnce(() => Promise.reject(boom), []));
    await waitFor(() => expect(rejects.result.current.loading).toBe(false));
    expect(rejects.result.current).toMatchObject({ data: undefined, error: boom });

    const throws = renderHook(() =>
      useOnce((): Promise<string> => {
        throw boom;
      }, []),
    );
    await waitFor(() => expect(throws.result.current.error).toBe(boom));
  });

  it('reads once per deps value and never shows an old value’s late answer', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = {
      a: deferred<string>(),
      b: deferred<string>(),
    };
    const load = vi.fn((k: string) => answers[k]!.promise);
    const { result, rerender } = renderHook(({ k }) => useOnce(() => load(k), [k]), {
      initialProps: { k: 'a' },
    });
    await act(async () => rerender({ k: 'a' }));
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => rerender({ k: 'b' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answers.a!.resolve('old'));
    expect(result.current).toMatchObject({ loading: true, data: undefined });

    await act(async () => answers.b!.resolve('new'));
    expect(result.current).toMatchObject({ loading: false, data: 'new' });
  });

  it('retry reads again, loading meanwhile with the last answer kept', async () => {
    let n = 0;
    const pending = deferred<number>();
    const load = vi.fn(() => (++n === 1 ? Promise.reject(new Error('x')) : pending.promise));
    const { result } = renderHook(() => useOnce(load, []));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));

    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    expect(result.current.error).toBeInstanceOf(Error);
    await act(async () => pending.resolve(2));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ loading: false, data: 2 });
  });

  it('a null load reads nothing and is not loading', () => {
    const { result } = renderHook(() => useOnce<string>(null, ['']));
    expect(result.current).toMatchObject({ loading: false, data: undefined, error: undefined });
  });

  it('sets nothing after unmount', async () => {
    const d = deferred<string>();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useOnce(() => d.promise, []));
    unmount();
    await act(async () => d.resolve('late'));
    expect(result.current.loading).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
