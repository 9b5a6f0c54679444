import { RED_ENVELOPE_REFETCH_MS } from '../constants';
import type { RedEnvelope } from '../types';
import { remainingSeconds, startCountdown } from './countdown';

/** none, or active with seconds left; an envelope past end_at is none (spec 4). */
export function envelopeState(
  envelope: RedEnvelope | null,
  now: number = Date.now(),
): { kind: 'none' } | { kind: 'active'; secondsLeft: number } {
  if (!envelope) return { kind: 'none' };
  const secondsLeft = remainingSeconds(envelope.end_at, now);
  return secondsLeft > 0 ? { kind: 'active', secondsLeft } : { kind: 'none' };
}

/** Runs the envelope countdown: onTick each second; at expiry onExpire (hide) and refetch after 3 s. Returns stop(). */
export function runEnvelopeCountdown(
  envelope: RedEnvelope,
  handlers: { onTick: (secondsLeft: number) => void; onExpire: () => void; refetch: () => void },
  now: number = Date.now(),
): () => void {
  let refetchTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = startCountdown(remainingSeconds(envelope.end_at, now), handlers.onTick, () => {
    handlers.onExpire();
    refetchTimer = setTimeout(handlers.refetch, RED_ENVELOPE_REFETCH_MS);
  });
  return () => {
    stop();
    if (refetchTimer) clearTimeout(refetchTimer);
  };
}

/** Claim code 102 shows the message and removes the envelope (spec 8). */
export const ENVELOPE_GONE_CODE = 102;
