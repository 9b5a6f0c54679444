import { LIMIT_COOLING_OFF_MS, LIMIT_MAX_AMOUNT } from './periods';

/** A change that waits for its cooling-off: the new amount (null removes the limit) and when it applies. */
export interface PendingLimit {
  amount: number | null;
  effectiveAt: number;
}

/** One limit of a member (one kind, one period): the amount in force (null: none) and a waiting change. */
export interface LimitState {
  amount: number | null;
  pending: PendingLimit | null;
}

/** What a change did: set (new), decreased, an increase or removal waiting, or nothing. */
export type LimitChange = 'set' | 'decreased' | 'increaseRequested' | 'removalRequested' | 'unchanged';

export const NO_LIMIT: LimitState = { amount: null, pending: null };

/** The limit as it stands at `now`: a waiting change whose cooling-off is over has applied. */
export function settleLimit(state: LimitState, now: number): LimitState {
  if (state.pending && now >= state.pending.effectiveAt) return { amount: state.pending.amount, pending: null };
  return state;
}

/**
 * Plans a member's change of a limit at `now` (RTS 12): a new or lower limit applies at once and drops
 * any waiting change; a higher limit or a removal waits LIMIT_COOLING_OFF_MS from now, replacing any
 * waiting change; asking for the amount in force drops a waiting change.
 */
export function planLimitChange(
  current: LimitState,
  next: number | null,
  now: number,
): { state: LimitState; change: LimitChange } {
  const settled = settleLimit(current, now);
  const inForce = settled.amount;
  if (next === inForce) return { state: { amount: inForce, pending: null }, change: 'unchanged' };
  if (inForce === null) return { state: { amount: next, pending: null }, change: 'set' };
  if (next !== null && next < inForce) return { state: { amount: next, pending: null }, change: 'decreased' };
  return {
    state: { amount: inForce, pending: { amount: next, effectiveAt: now + LIMIT_COOLING_OFF_MS } },
    change: next === null ? 'removalRequested' : 'increaseRequested',
  };
}

/** Cancels a waiting change (an increase or removal the member thought better of); the limit in force stays. */
export function cancelPendingLimit(current: LimitState, now: number): LimitState {
  const settled = settleLimit(current, now);
  return { amount: settled.amount, pending: null };
}

/** Why a limit amount is refused, as a message key of the common namespace; null when it is good. */
export function limitAmountProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'safer_play.err_limit_required';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return 'safer_play.err_limit_positive';
  if (n > LIMIT_MAX_AMOUNT) return 'safer_play.err_limit_too_large';
  if (Math.round(n * 100) !== n * 100) return 'safer_play.err_limit_decimals';
  return null;
}
