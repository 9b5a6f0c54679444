import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@mfp/shared';

/** A data fetch (spec 4): idle, then pending, then success or error. */
export type AsyncState<T> =
  | { status: 'idle' | 'pending'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

/** Runs `load` when `key` changes (null: stay idle); `reload` runs it again. Late answers of an old key are dropped. */
export function useAsync<T>(
  load: () => Promise<T>,
  key: string | null,
): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'idle', data: null, error: null });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setState((s) => ({ status: 'pending', data: s.data, error: null }));
    latest.current().then(
      (data) => live && setState({ status: 'success', data, error: null }),
      (error: unknown) => {
        if (live && !isAbortError(error)) setState((s) => ({ status: 'error', data: s.data, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
