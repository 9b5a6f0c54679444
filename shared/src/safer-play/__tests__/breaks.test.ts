/** @jest-environment node */
import { DAY_MS } from '../clock';
import { activeBreak, addMonths, canReopen, exclusionEndsAt, timeOutEndsAt, type BreakRecord } from '../breaks';

const T0 = Date.UTC(2026, 0, 31, 9);

describe('breaks and self-exclusion', () => {
  test('time-out lengths: 24 hours, 7 days, 30 days, 6 weeks', () => {
    expect(timeOutEndsAt('24h', T0) - T0).toBe(DAY_MS);
    expect(timeOutEndsAt('7d', T0) - T0).toBe(7 * DAY_MS);
    expect(timeOutEndsAt('30d', T0) - T0).toBe(30 * DAY_MS);
    expect(timeOutEndsAt('6w', T0) - T0).toBe(42 * DAY_MS);
  });
  test('self-exclusion terms are calendar months: 6 months, 1 year, 5 years', () => {
    expect(new Date(exclusionEndsAt('6m', T0)).toISOString()).toBe('2026-07-31T09:00:00.000Z');
    expect(new Date(exclusionEndsAt('1y', T0)).toISOString()).toBe('2027-01-31T09:00:00.000Z');
    expect(new Date(exclusionEndsAt('5y', T0)).toISOString()).toBe('2031-01-31T09:00:00.000Z');
    expect(new Date(addMonths(T0, 1)).toISOString()).toBe('2026-02-28T09:00:00.000Z');
  });
  test('a time-out holds until its end, then ends by itself', () => {
    const b: BreakRecord = { kind: 'timeout', startedAt: T0, endsAt: timeOutEndsAt('24h', T0), reopenedAt: null };
    expect(activeBreak([b], T0)).toBe(b);
    expect(activeBreak([b], b.endsAt - 1)).toBe(b);
    expect(activeBreak([b], b.endsAt)).toBeNull();
  });
  test('a time-out cannot be shortened: of two, the one ending last holds', () => {
    const long: BreakRecord = { kind: 'timeout', startedAt: T0, endsAt: timeOutEndsAt('6w', T0), reopenedAt: null };
    const short: BreakRecord = { kind: 'timeout', startedAt: T0 + 1, endsAt: timeOutEndsAt('24h', T0 + 1), reopenedAt: null };
    expect(activeBreak([long, short], T0 + 2 * DAY_MS)).toBe(long);
  });
  test('a self-exclusion holds past its term until the operator reopens the account', () => {
    const ex: BreakRecord = { kind: 'exclusion', startedAt: T0, endsAt: exclusionEndsAt('6m', T0), reopenedAt: null };
    expect(activeBreak([ex], ex.endsAt + DAY_MS)).toBe(ex);
    expect(activeBreak([{ ...ex, reopenedAt: ex.endsAt + DAY_MS }], ex.endsAt + DAY_MS)).toBeNull();
  });
  test('reopening is allowed only once the term is over', () => {
    const ex: BreakRecord = { kind: 'exclusion', startedAt: T0, endsAt: exclusionEndsAt('6m', T0), reopenedAt: null };
    expect(canReopen(ex, ex.endsAt - 1)).toBe(false);
    expect(canReopen(ex, ex.endsAt)).toBe(true);
    expect(canReopen({ ...ex, reopenedAt: ex.endsAt }, ex.endsAt + 1)).toBe(false);
  });
  test('a self-exclusion wins over a time-out', () => {
    const t: BreakRecord = { kind: 'timeout', startedAt: T0, endsAt: T0 + 42 * DAY_MS, reopenedAt: null };
    const ex: BreakRecord = { kind: 'exclusion', startedAt: T0, endsAt: T0 + 10 * DAY_MS, reopenedAt: null };
    expect(activeBreak([t, ex], T0 + DAY_MS)).toBe(ex);
  });
});
