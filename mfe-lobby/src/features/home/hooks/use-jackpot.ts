import { useEffect, useRef, useState } from 'react';
import { formatJackpot, postJackpot } from '@mfp/shared';
import { useAsync } from '../../../common/hooks/use-async';
import { useSite } from '../../../common/hooks/use-site';

const REFRESH_MS = 30_000;
const ANIMATION_MS = 1_500;
/**
 * At most one shown value per this many ms while rolling: each value re-renders the digits and lays
 * them out, and at every frame that was a stream of long tasks on a slow phone, right in the first view.
 */
const ROLL_STEP_MS = 100;

const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The jackpot total for the currency, refreshed every 30 s. */
export function useJackpotTotal() {
  const { currency } = useSite();
  const state = useAsync(async () => {
    const total = (await postJackpot(currency)).data?.jackpot_amount_total ?? 0;
    const n = typeof total === 'string' ? Number(total.replace(/,/g, '')) : total;
    return Number.isFinite(n) ? n : 0;
  }, currency);
  const { reload } = state;
  useEffect(() => {
    const id = setInterval(reload, REFRESH_MS);
    return () => clearInterval(id);
  }, [reload]);
  return state;
}

/**
 * The shown text while the number rolls from its last value to `target` (eased, about ten steps a
 * second), padded to 10 integer digits. With reduced motion asked for, it shows the target at once.
 */
export function useRollingJackpot(target: number | null): string {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    if (target === null) return undefined;
    if (prefersReducedMotion()) {
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
  }, [target]);
  return formatJackpot(shown);
}
