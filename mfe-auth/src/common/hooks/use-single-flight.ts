import { useCallback, useRef, useState } from 'react';

/**
 * One request at a time for an auth form: a second submit while one is in flight is ignored, the
 * button shows which action is busy, and the form's server message is cleared when a new one starts.
 */
export function useSingleFlight<K extends string = 'submit'>() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<K | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const run = useCallback(async (kind: K, task: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setAlert(null);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }, []);

  return { busy, alert, setAlert, run };
}
