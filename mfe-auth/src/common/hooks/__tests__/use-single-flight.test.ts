import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from '../use-single-flight';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('useSingleFlight (one auth request at a time)', () => {
  it('ignores a second submit while the first is in flight and shows which action is busy', async () => {
    const { result } = renderHook(() => useSingleFlight<'submit' | 'skip'>());
    const first = deferred();
    const second = jest.fn(() => Promise.resolve());
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run('submit', () => first.promise);
    });
    expect(result.current.busy).toBe('submit');
    await act(() => result.current.run('skip', second));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      first.resolve();
      await running;
    });
    expect(result.current.busy).toBeNull();
    await act(() => result.current.run('skip', second));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('clears the previous server message when a new request starts', async () => {
    const { result } = renderHook(() => useSingleFlight());
    act(() => result.current.setAlert('Wrong password'));
    expect(result.current.alert).toBe('Wrong password');
    let seen: string | null = 'unset';
    await act(() =>
      result.current.run('submit', () => {
        seen = result.current.alert;
        return Promise.resolve();
      }),
    );
    expect(result.current.alert).toBeNull();
    expect(seen).toBe('Wrong password');
  });

  it('frees the guard when the request throws', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => expect(result.current.run('submit', () => Promise.reject(new Error('network')))).rejects.toThrow('network'));
    expect(result.current.busy).toBeNull();
    const next = jest.fn(() => Promise.resolve());
    await act(() => result.current.run('submit', next));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
