import '../../cdn/__tests__/support/temp-cdn';
import type { RumVersionStats } from '../../../shared/src/contracts/rum-beacon';
import { publish, startCanary } from '../../cdn/release-state';
import { changeRelease, readHistory, readReleaseState } from '../../cdn/release-store';
import { checkCanaries } from '../canary-watcher';

// Issue 22 point 3: the watcher rolls a failing canary back by itself, through the release store, and
// writes the reason into the history.

const stats = (
  remote: 'mfe_games' | 'mfe_lobby',
  version: string,
  sessions: number,
  errorSessions: number,
): RumVersionStats => ({
  remote,
  version,
  sessions,
  errorSessions,
  errorRate: errorSessions / sessions,
  clients: sessions,
  p75Lcp: 1000,
  p75Inp: 50,
});
const settings = { minSessions: 10, minClients: 3, margin: 0.05 };

beforeAll(() => {
  changeRelease('mfe_games', 'release', (s) => publish(s, 'mfe_games', 'g1'));
  changeRelease('mfe_lobby', 'release', (s) => publish(s, 'mfe_lobby', 'l1'));
  changeRelease('mfe_games', 'canary', (s) => startCanary(s, 'mfe_games', 'g2', 50));
  changeRelease('mfe_lobby', 'canary', (s) => startCanary(s, 'mfe_lobby', 'l2', 50));
});

test('a failing canary is rolled back, a healthy one and one without enough sessions are kept', () => {
  const summary = [
    stats('mfe_games', 'g1', 30, 0),
    stats('mfe_games', 'g2', 5, 5),
    stats('mfe_lobby', 'l1', 30, 1),
    stats('mfe_lobby', 'l2', 30, 2),
  ];
  expect(checkCanaries(readReleaseState(), summary, settings)).toEqual([]);

  summary[1] = stats('mfe_games', 'g2', 12, 12);
  const done = checkCanaries(readReleaseState(), summary, settings);
  expect(done.map((d) => [d.remote, d.version])).toEqual([['mfe_games', 'g2']]);
  const state = readReleaseState();
  expect(state.mfe_games).toEqual({ versions: ['g1'], current: 'g1' });
  expect(state.mfe_lobby?.canary).toEqual({ version: 'l2', weight: 50 });
  const last = readHistory().at(-1);
  expect(last).toMatchObject({ action: 'auto-rollback', remote: 'mfe_games', from: 'g1', to: 'g1' });
  expect(last?.reason).toBe(
    'automatic rollback: canary g2 errors in 100.0% of 12 sessions, stable g1 in 0.0% of 30 (margin 5.0%)',
  );
});

test('a canary promoted between the read and the rollback is left alone', () => {
  const stale = readReleaseState();
  changeRelease('mfe_lobby', 'promote', (s) => publish(s, 'mfe_lobby', 'l2'));
  const before = readHistory().length;
  expect(
    checkCanaries(stale, [stats('mfe_lobby', 'l1', 30, 0), stats('mfe_lobby', 'l2', 30, 30)], settings),
  ).toEqual([]);
  expect(readReleaseState().mfe_lobby?.current).toBe('l2');
  expect(readHistory()).toHaveLength(before);
});
