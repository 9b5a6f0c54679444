import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@mfp/shared';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/** Runs `load` when `key` changes (and on reload); a late answer of an older key is dropped. */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: enabled,
    error: null,
  });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => live && setState({ data, loading: false, error: null }),
      (error: unknown) => live && !isAbortError(error) && setState((s) => ({ ...s, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [key, tick, enabled]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
