/** @jest-environment node */
import { DAY_MS } from '../clock';
import { cancelPendingLimit, limitAmountProblem, NO_LIMIT, planLimitChange, settleLimit } from '../limits';
import { LIMIT_COOLING_OFF_MS } from '../periods';

const T0 = Date.UTC(2026, 10, 1, 12);

describe('limit changes', () => {
  test('cooling-off is 24 hours', () => {
    expect(LIMIT_COOLING_OFF_MS).toBe(DAY_MS);
  });
  test('a new limit applies at once', () => {
    expect(planLimitChange(NO_LIMIT, 500, T0)).toEqual({ state: { amount: 500, pending: null }, change: 'set' });
  });
  test('a lower limit applies at once and drops a waiting increase', () => {
    const raised = planLimitChange({ amount: 500, pending: null }, 900, T0).state;
    expect(planLimitChange(raised, 300, T0 + 1000)).toEqual({ state: { amount: 300, pending: null }, change: 'decreased' });
  });
  test('a higher limit waits 24 hours, shown as pending with its moment, then applies', () => {
    const { state, change } = planLimitChange({ amount: 500, pending: null }, 900, T0);
    expect(change).toBe('increaseRequested');
    expect(state).toEqual({ amount: 500, pending: { amount: 900, effectiveAt: T0 + DAY_MS } });
    expect(settleLimit(state, T0 + DAY_MS - 1)).toEqual(state);
    expect(settleLimit(state, T0 + DAY_MS)).toEqual({ amount: 900, pending: null });
  });
  test('a removal waits 24 hours, then no limit', () => {
    const { state, change } = planLimitChange({ amount: 500, pending: null }, null, T0);
    expect(change).toBe('removalRequested');
    expect(settleLimit(state, T0 + DAY_MS)).toEqual({ amount: null, pending: null });
  });
  test('a second increase restarts the cooling-off from its own request', () => {
    const first = planLimitChange({ amount: 500, pending: null }, 900, T0).state;
    const second = planLimitChange(first, 1000, T0 + 10 * 3_600_000).state;
    expect(second.pending).toEqual({ amount: 1000, effectiveAt: T0 + 10 * 3_600_000 + DAY_MS });
  });
  test('a waiting increase can be cancelled: the limit in force stays', () => {
    const raised = planLimitChange({ amount: 500, pending: null }, 900, T0).state;
    expect(cancelPendingLimit(raised, T0 + 1000)).toEqual({ amount: 500, pending: null });
    // Once its moment has passed there is nothing left to cancel: the increase has applied.
    expect(cancelPendingLimit(raised, T0 + DAY_MS)).toEqual({ amount: 900, pending: null });
  });
  test('asking for the amount in force changes nothing and drops a waiting change', () => {
    const raised = planLimitChange({ amount: 500, pending: null }, 900, T0).state;
    expect(planLimitChange(raised, 500, T0 + 1)).toEqual({ state: { amount: 500, pending: null }, change: 'unchanged' });
  });
  test('amount rule: required, above 0, not too large, two decimals', () => {
    expect(limitAmountProblem(undefined)).toBe('safer_play.err_limit_required');
    expect(limitAmountProblem(0)).toBe('safer_play.err_limit_positive');
    expect(limitAmountProblem(-5)).toBe('safer_play.err_limit_positive');
    expect(limitAmountProblem(1e9)).toBe('safer_play.err_limit_too_large');
    expect(limitAmountProblem(1.234)).toBe('safer_play.err_limit_decimals');
    expect(limitAmountProblem(100.5)).toBeNull();
  });
});
