import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from '@mfp/shared';
import { useErrorText } from './use-error-text';

/** A data fetch with the states of spec 4 (idle, pending, success, error) and a reload. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const text = useErrorText();
  const seq = useRef(0);
  const run = useCallback(load, deps);
  const reload = useCallback(() => {
    const n = ++seq.current;
    setLoading(true);
    setError(null);
    run()
      .then((d) => {
        if (n === seq.current) setData(d);
      })
      .catch((e: unknown) => {
        if (n === seq.current && !isAbortError(e)) setError(text(e));
      })
      .finally(() => {
        if (n === seq.current) setLoading(false);
      });
  }, [run, text]);
  useEffect(() => {
    reload();
  }, [reload]);
  return { data, setData, loading, error, reload };
}
