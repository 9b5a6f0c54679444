import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatJackpot, JACKPOT_REFRESH_MS, jackpotQuery, type Jackpot } from '@mfp/shared';
import { useSite } from '../../../common/hooks/use-site';

const ANIMATION_MS = 1_500;
/**
 * At most one shown value per this many ms while rolling: each value re-renders the digits and lays
 * them out, and at every frame that was a stream of long tasks on a slow phone, right in the first view.
 */
const ROLL_STEP_MS = 100;

/** The total of a jackpot reply as a number (the server may send '9,876.5'); 0 when missing. */
function jackpotTotal(jackpot: Jackpot | null): number {
  const total = jackpot?.jackpot_amount_total ?? 0;
  const n = typeof total === 'string' ? Number(total.replace(/,/g, '')) : total;
  return Number.isFinite(n) ? n : 0;
}

/** The jackpot total for the currency, refreshed every 30 s. */
export function useJackpotTotal() {
  const { currency } = useSite();
  return useQuery({ ...jackpotQuery(currency), select: jackpotTotal, refetchInterval: JACKPOT_REFRESH_MS });
}

/**
 * The shown text while the number rolls from its last value to `target` (eased, about ten steps a
 * second), padded to 10 integer digits. Paused (the pause button, or reduced motion asked for: use-motion.ts)
 * it shows the target at once.
 */
export function useRollingJackpot(target: number | null, paused: boolean): string {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    if (target === null) return undefined;
    if (paused) {
      from.current = target;
      setShown(target);
      return undefined;
    }
    const start = from.current;
    const began = performance.now();
    let frame = 0;
    let shownAt = -Infinity;
    const step = (now: number) => {
      const p = Math.min(1, (now - began) / ANIMATION_MS);
      if (p === 1 || now - shownAt >= ROLL_STEP_MS) {
        const eased = 1 - (1 - p) ** 3;
        const value = start + (target - start) * eased;
        from.current = value;
        shownAt = now;
        setShown(value);
      }
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, paused]);
  return formatJackpot(shown);
}
