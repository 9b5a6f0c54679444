import '../../cdn/__tests__/support/temp-cdn';
import type { RumVersionStats } from '@mfp/shared/contracts';
import { publish, startCanary } from '../../cdn/release-state';
import { releaseStore } from '../../cdn/release-store';
import { checkCanaries } from '../canary-watcher';

// The watcher rolls a failing canary back by itself, through the release store, and
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
const state = async () => (await releaseStore.read()).remotes;

beforeAll(async () => {
  await releaseStore.change('mfe_games', 'release', (s) => publish(s, 'mfe_games', 'g1'));
  await releaseStore.change('mfe_lobby', 'release', (s) => publish(s, 'mfe_lobby', 'l1'));
  await releaseStore.change('mfe_games', 'canary', (s) => startCanary(s, 'mfe_games', 'g2', 50));
  await releaseStore.change('mfe_lobby', 'canary', (s) => startCanary(s, 'mfe_lobby', 'l2', 50));
});

test('a failing canary is rolled back, a healthy one and one without enough sessions are kept', async () => {
  const summary = [
    stats('mfe_games', 'g1', 30, 0),
    stats('mfe_games', 'g2', 5, 5),
    stats('mfe_lobby', 'l1', 30, 1),
    stats('mfe_lobby', 'l2', 30, 2),
  ];
  expect(await checkCanaries(await state(), summary, settings)).toEqual([]);

  summary[1] = stats('mfe_games', 'g2', 12, 12);
  const done = await checkCanaries(await state(), summary, settings);
  expect(done.map((d) => [d.remote, d.version])).toEqual([['mfe_games', 'g2']]);
  const after = await state();
  expect(after.mfe_games).toEqual({ versions: ['g1'], current: 'g1' });
  expect(after.mfe_lobby?.canary).toEqual({ version: 'l2', weight: 50 });
  const last = (await releaseStore.history()).at(-1);
  expect(last).toMatchObject({ action: 'auto-rollback', remote: 'mfe_games', from: 'g1', to: 'g1' });
  expect(last?.reason).toBe(
    'automatic rollback: canary g2 errors in 100.0% of 12 sessions, stable g1 in 0.0% of 30 (margin 5.0%)',
  );
});

test('a canary promoted between the read and the rollback is left alone', async () => {
  const stale = await state();
  await releaseStore.change('mfe_lobby', 'promote', (s) => publish(s, 'mfe_lobby', 'l2'));
  const before = (await releaseStore.history()).length;
  expect(
    await checkCanaries(stale, [stats('mfe_lobby', 'l1', 30, 0), stats('mfe_lobby', 'l2', 30, 30)], settings),
  ).toEqual([]);
  expect((await state()).mfe_lobby?.current).toBe('l2');
  expect(await releaseStore.history()).toHaveLength(before);
});
