import { useEffect, useRef, useState } from 'react';
import { formatJackpot, postJackpot } from '@mfp/shared';
import { useAsync } from '../../../common/hooks/use-async';
import { useSite } from '../../../common/hooks/use-site';

const REFRESH_MS = 30_000;
const ANIMATION_MS = 1_500;

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

/** The shown text while the number rolls from its last value to `target` (eased), padded to 10 integer digits. */
export function useRollingJackpot(target: number | null): string {
  const [shown, setShown] = useState(0);
  const from = useRef(0);
  useEffect(() => {
    if (target === null) return undefined;
    const start = from.current;
    const began = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - began) / ANIMATION_MS);
      const eased = 1 - (1 - p) ** 3;
      const value = start + (target - start) * eased;
      from.current = value;
      setShown(value);
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);
  return formatJackpot(shown);
}
