import { useCallback, useRef } from 'react';

/**
 * One run at a time of an async submit handler: a call made while the previous one is still running
 * is dropped. The guard is a ref, so two clicks before React re-renders (the mutation's isPending
 * not yet true in the handler's closure) still send one request.
 */
export function useSingleFlight<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  const running = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  return useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
    }
  }, []);
}
