import { formatStatus } from '../release-status';

// `pnpm release status` prints per remote and version the sessions, error rate, p75 LCP and INP, and the clients behind them.

test('one aligned line per remote version, with its role in the release state', () => {
  const out = formatStatus(
    [
      {
        remote: 'mfe_games',
        version: 'g1',
        sessions: 40,
        errorSessions: 1,
        errorRate: 0.025,
        clients: 31,
        p75Lcp: 1234.4,
        p75Inp: 56,
      },
      {
        remote: 'mfe_games',
        version: 'g2',
        sessions: 12,
        errorSessions: 12,
        errorRate: 1,
        clients: 12,
        p75Lcp: 2000,
        p75Inp: null,
      },
      {
        remote: 'mfe_lobby',
        version: 'l0',
        sessions: 3,
        errorSessions: 0,
        errorRate: 0,
        clients: 1,
        p75Lcp: null,
        p75Inp: null,
      },
    ],
    {
      mfe_games: { versions: ['g1', 'g2'], current: 'g1', canary: { version: 'g2', weight: 10 } },
      mfe_lobby: { versions: ['l0', 'l1'], current: 'l1' },
    },
  );
  expect(out.split('\n')).toEqual([
    'remote     version  role        sessions  error rate  p75 LCP  p75 INP  clients',
    'mfe_games  g1       stable      40        2.5%        1234 ms  56 ms    31',
    'mfe_games  g2       canary 10%  12        100.0%      2000 ms  -        12',
    'mfe_lobby  l0       earlier     3         0.0%        -        -        1',
  ]);
  expect(formatStatus([], {})).toBe('no real-user monitoring data yet');
});
