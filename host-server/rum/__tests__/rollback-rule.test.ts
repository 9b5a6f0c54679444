import type { RumVersionStats } from '@mfp/shared/contracts';
import { judgeCanary, ROLLBACK_DEFAULTS, rollbackSettingsFrom } from '../rollback-rule';

// A canary is rolled back by itself when, over a minimum number of sessions, its error
// rate is worse than the stable version's by more than a set margin.

const stats = (version: string, sessions: number, errorSessions: number, clients = sessions): RumVersionStats => ({
  remote: 'mfe_games',
  version,
  sessions,
  errorSessions,
  errorRate: sessions === 0 ? 0 : errorSessions / sessions,
  clients,
  p75Lcp: null,
  p75Inp: null,
});
const settings = { minSessions: 20, minClients: 4, margin: 0.05 };

test.each([
  ['no canary report yet', undefined, stats('v1', 100, 1), 'wait'],
  ['fewer sessions than the minimum, however bad', stats('v2', 19, 19), stats('v1', 100, 0), 'wait'],
  ['the minimum reached, all sessions failing', stats('v2', 20, 20), stats('v1', 100, 0), 'rollback'],
  ['worse by more than the margin', stats('v2', 100, 12), stats('v1', 100, 6), 'rollback'],
  ['worse by exactly the margin', stats('v2', 100, 11), stats('v1', 100, 6), 'keep'],
  ['worse by less than the margin', stats('v2', 100, 8), stats('v1', 100, 6), 'keep'],
  ['better than stable', stats('v2', 100, 0), stats('v1', 100, 6), 'keep'],
  ['failing with no stable sessions (counted error-free)', stats('v2', 20, 5), undefined, 'rollback'],
  ['enough sessions, all failing, but from fewer clients than the minimum', stats('v2', 60, 60, 3), stats('v1', 100, 0), 'wait'],
  ['enough sessions from the minimum of clients, failing', stats('v2', 20, 20, 4), stats('v1', 100, 0), 'rollback'],
] as const)('%s: %#', (_name, canary, stable, action) => {
  expect(judgeCanary(canary, stable, settings).action).toBe(action);
});

test('one client never decides: its sessions, however many, wait for other clients, and the wait says so', () => {
  expect(judgeCanary(stats('v2', 53, 53, 1), stats('v1', 100, 0), settings)).toEqual({
    action: 'wait',
    reason: 'sessions from 1 of 4 clients',
  });
});

test('the reason names both versions, their rates and sessions, and the margin (it goes into the history)', () => {
  expect(judgeCanary(stats('v2', 20, 20), stats('v1', 40, 2), settings).reason).toBe(
    'canary v2 errors in 100.0% of 20 sessions, stable v1 in 5.0% of 40 (margin 5.0%)',
  );
});

test('thresholds are named settings read from the environment, defaults for unset or invalid values', () => {
  expect(rollbackSettingsFrom({})).toEqual(ROLLBACK_DEFAULTS);
  expect(ROLLBACK_DEFAULTS).toMatchObject({ minSessions: 50, minClients: 10, sessionsPerClient: 5 });
  expect(
    rollbackSettingsFrom({
      MFP_ROLLBACK_MIN_SESSIONS: '6',
      MFP_ROLLBACK_MIN_CLIENTS: '1',
      MFP_ROLLBACK_SESSIONS_PER_CLIENT: '1000',
      MFP_ROLLBACK_MARGIN: '0.2',
      MFP_ROLLBACK_POLL_MS: '1000',
    }),
  ).toEqual({
    minSessions: 6,
    minClients: 1,
    sessionsPerClient: 1000,
    margin: 0.2,
    pollIntervalMs: 1000,
  });
  expect(
    rollbackSettingsFrom({
      MFP_ROLLBACK_MIN_SESSIONS: '0',
      MFP_ROLLBACK_MIN_CLIENTS: '-2',
      MFP_ROLLBACK_SESSIONS_PER_CLIENT: '2.5',
      MFP_ROLLBACK_MARGIN: '1.5',
      MFP_ROLLBACK_POLL_MS: 'soon',
    }),
  ).toEqual(ROLLBACK_DEFAULTS);
});
