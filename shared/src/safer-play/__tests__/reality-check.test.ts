/** @jest-environment node */
import { MINUTE_MS } from '../clock';
import { isRealityCheckMinutes, netPosition, realityCheckSchedule, sessionElapsedMs } from '../reality-check';
import { activitySummary } from '../activity';

const LOGIN = Date.UTC(2026, 10, 10, 12);

describe('reality checks', () => {
  test('intervals: off, 15, 30, 45, 60 minutes', () => {
    expect([0, 15, 30, 45, 60].every(isRealityCheckMinutes)).toBe(true);
    expect(isRealityCheckMinutes(20)).toBe(false);
  });
  test('one check per interval since login, the next at the following interval', () => {
    expect(realityCheckSchedule(LOGIN, 15, LOGIN + 14 * MINUTE_MS)).toEqual({ due: 0, nextAt: LOGIN + 15 * MINUTE_MS });
    expect(realityCheckSchedule(LOGIN, 15, LOGIN + 15 * MINUTE_MS)).toEqual({ due: 1, nextAt: LOGIN + 30 * MINUTE_MS });
    expect(realityCheckSchedule(LOGIN, 15, LOGIN + 46 * MINUTE_MS)).toEqual({ due: 3, nextAt: LOGIN + 60 * MINUTE_MS });
  });
  test('off means never', () => {
    expect(realityCheckSchedule(LOGIN, 0, LOGIN + 999 * MINUTE_MS)).toEqual({ due: 0, nextAt: null });
  });
  test('session clock and net position since login (wins minus stakes)', () => {
    expect(sessionElapsedMs(LOGIN, LOGIN + 90_000)).toBe(90_000);
    expect(sessionElapsedMs(LOGIN, LOGIN - 5)).toBe(0);
    const bets = [
      { at: LOGIN - MINUTE_MS, stake: 100, win: 0 },
      { at: LOGIN + MINUTE_MS, stake: 10, win: 25 },
      { at: LOGIN + 2 * MINUTE_MS, stake: 30, win: 0 },
    ];
    expect(netPosition(bets, LOGIN, LOGIN + 10 * MINUTE_MS)).toBe(-15);
  });
});

describe('my activity: per day, week and month in the site time zone', () => {
  const tz = 'America/Caracas';
  // 2026-11-10 is a Tuesday; 03:00 UTC is still the 9th in Caracas (UTC-4).
  const input = {
    bets: [
      { at: Date.UTC(2026, 10, 10, 3), stake: 10, win: 4 },
      { at: Date.UTC(2026, 10, 10, 15), stake: 20, win: 30 },
    ],
    deposits: [{ at: Date.UTC(2026, 10, 10, 15), amount: 100 }],
    withdrawals: [{ at: Date.UTC(2026, 9, 30, 15), amount: 50 }],
  };
  test('days split at the site midnight, newest first', () => {
    expect(activitySummary(input, 'day', tz)).toEqual([
      { period: '2026-11-10', stakes: 20, wins: 30, net: 10, deposits: 100, withdrawals: 0 },
      { period: '2026-11-09', stakes: 10, wins: 4, net: -6, deposits: 0, withdrawals: 0 },
      { period: '2026-10-30', stakes: 0, wins: 0, net: 0, deposits: 0, withdrawals: 50 },
    ]);
  });
  test('weeks start on Monday; months by calendar month', () => {
    expect(activitySummary(input, 'week', tz).map((r) => [r.period, r.net])).toEqual([
      ['2026-11-09', 4],
      ['2026-10-26', 0],
    ]);
    expect(activitySummary(input, 'month', tz).map((r) => [r.period, r.stakes, r.deposits])).toEqual([
      ['2026-11', 30, 100],
      ['2026-10', 0, 0],
    ]);
  });
});
