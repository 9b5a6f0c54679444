/** @jest-environment node */
import { DAY_MS } from '../clock';
import { depositAllowance, depositAllowed, lossStanding, netLoss } from '../allowance';

const T0 = Date.UTC(2026, 10, 10, 12);
const H = 3_600_000;

describe('deposit allowance: rolling windows, lowest wins', () => {
  const deposits = [
    { at: T0 - 3 * DAY_MS, amount: 300 },
    { at: T0 - 5 * H, amount: 200 },
    { at: T0 - 1 * H, amount: 100 },
  ];
  test('24h window counts only the last 24 hours', () => {
    const a = depositAllowance([{ period: '24h', amount: 1000 }], deposits, T0);
    expect(a).toEqual({ allowance: 700, period: '24h', limit: 1000, used: 300, growsAt: T0 - 5 * H + DAY_MS });
  });
  test('the lowest remaining allowance of several limits applies', () => {
    const a = depositAllowance(
      [
        { period: '24h', amount: 1000 },
        { period: '7d', amount: 800 },
      ],
      deposits,
      T0,
    );
    expect(a).toEqual(expect.objectContaining({ allowance: 200, period: '7d', used: 600 }));
  });
  test('the window rolls: moved past a deposit, the allowance grows back', () => {
    const limits = [{ period: '24h' as const, amount: 500 }];
    expect(depositAllowance(limits, deposits, T0)?.allowance).toBe(200);
    expect(depositAllowance(limits, deposits, T0 - 5 * H + DAY_MS)?.allowance).toBe(400);
    expect(depositAllowance(limits, deposits, T0 + DAY_MS)?.allowance).toBe(500);
  });
  test('never below 0; nothing used means it does not grow', () => {
    expect(depositAllowance([{ period: '24h', amount: 100 }], deposits, T0)?.allowance).toBe(0);
    expect(depositAllowance([{ period: '24h', amount: 100 }], [], T0)).toEqual(expect.objectContaining({ allowance: 100, growsAt: null }));
  });
  test('no limit: no allowance, every deposit allowed; above the allowance refused', () => {
    expect(depositAllowance([], deposits, T0)).toBeNull();
    expect(depositAllowed(null, 1e6)).toBe(true);
    const a = depositAllowance([{ period: '24h', amount: 1000 }], deposits, T0);
    expect(depositAllowed(a, 700)).toBe(true);
    expect(depositAllowed(a, 700.01)).toBe(false);
  });
});

describe('loss limits: net loss from the bet records', () => {
  const bets = [
    { at: T0 - 30 * H, stake: 500, win: 0 },
    { at: T0 - 10 * H, stake: 100, win: 0 },
    { at: T0 - 6 * H, stake: 100, win: 40 },
    { at: T0 - 2 * H, stake: 50, win: 0 },
  ];
  test('net loss is stakes minus wins in the window', () => {
    expect(netLoss(bets, '24h', T0)).toBe(210);
    expect(netLoss(bets, '7d', T0)).toBe(710);
  });
  test('a net win is a negative loss', () => {
    expect(netLoss([{ at: T0 - H, stake: 10, win: 50 }], '24h', T0)).toBe(-40);
  });
  test('reached, play opens when enough losses leave the window', () => {
    const s = lossStanding([{ period: '24h', amount: 200 }], bets, T0);
    expect(s.limits[0]).toEqual({ period: '24h', limit: 200, loss: 210, reached: true, opensAt: T0 - 10 * H + DAY_MS });
    expect(s.blocking).toEqual({ period: '24h', opensAt: T0 - 10 * H + DAY_MS });
    // At that moment the first bet has left: the loss is under the limit again.
    expect(lossStanding([{ period: '24h', amount: 200 }], bets, T0 - 10 * H + DAY_MS).blocking).toBeNull();
  });
  test('not reached under the limit; of several reached, the last to open decides', () => {
    expect(lossStanding([{ period: '24h', amount: 211 }], bets, T0).blocking).toBeNull();
    const s = lossStanding(
      [
        { period: '24h', amount: 200 },
        { period: '7d', amount: 700 },
      ],
      bets,
      T0,
    );
    expect(s.blocking).toEqual({ period: '7d', opensAt: T0 - 30 * H + 7 * DAY_MS });
  });
});
