import { useCallback, useEffect, useRef, useState } from 'react';

/** Data fetch states (spec 4): idle, pending, then success or error. */
export type AsyncState<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'pending'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

/** Runs `load` when `key` changes (null key: stays idle); a stale answer never overwrites a newer one. */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> & { reload(): void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'idle', data: null, error: null });
  const [tick, setTick] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle', data: null, error: null });
      return undefined;
    }
    let live = true;
    setState((s) => ({ status: 'pending', data: s.data, error: null }));
    latest.current().then(
      (data) => live && setState({ status: 'success', data, error: null }),
      (error: unknown) => live && setState({ status: 'error', data: null, error }),
    );
    return () => {
      live = false;
    };
  }, [key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
