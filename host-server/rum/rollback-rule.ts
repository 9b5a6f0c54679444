import { RUM_SESSIONS_PER_CLIENT, type RumVersionStats } from '@mfp/shared/contracts';

/** When the watcher rolls a canary back by itself. */
export interface RollbackSettings {
  /** Sessions the canary must have reported before it is judged. */
  minSessions: number;
  /** Distinct clients (addresses) those sessions must come from: one client alone never decides. */
  minClients: number;
  /** Sessions of one client counted at most (the collector's summary caps them). */
  sessionsPerClient: number;
  /** How much higher (absolute, 0.05 = 5 points) the canary's error rate may be than the stable version's. */
  margin: number;
  /** How often the watcher reads the collector. */
  pollIntervalMs: number;
}

export const ROLLBACK_DEFAULTS: RollbackSettings = {
  minSessions: 50,
  minClients: 10,
  sessionsPerClient: RUM_SESSIONS_PER_CLIENT,
  margin: 0.05,
  pollIntervalMs: 30_000,
};

/**
 * The settings from MFP_ROLLBACK_MIN_SESSIONS, MFP_ROLLBACK_MIN_CLIENTS, MFP_ROLLBACK_SESSIONS_PER_CLIENT,
 * MFP_ROLLBACK_MARGIN and MFP_ROLLBACK_POLL_MS; an unset or invalid one keeps its default.
 */
export function rollbackSettingsFrom(env: NodeJS.ProcessEnv = process.env): RollbackSettings {
  const read = (name: string, fallback: number, valid: (n: number) => boolean): number => {
    const raw = env[name];
    const n = Number(raw);
    return raw !== undefined && raw.trim() !== '' && valid(n) ? n : fallback;
  };
  return {
    minSessions: read(
      'MFP_ROLLBACK_MIN_SESSIONS',
      ROLLBACK_DEFAULTS.minSessions,
      (n) => Number.isInteger(n) && n >= 1,
    ),
    minClients: read('MFP_ROLLBACK_MIN_CLIENTS', ROLLBACK_DEFAULTS.minClients, (n) => Number.isInteger(n) && n >= 1),
    sessionsPerClient: read(
      'MFP_ROLLBACK_SESSIONS_PER_CLIENT',
      ROLLBACK_DEFAULTS.sessionsPerClient,
      (n) => Number.isInteger(n) && n >= 1,
    ),
    margin: read('MFP_ROLLBACK_MARGIN', ROLLBACK_DEFAULTS.margin, (n) => n >= 0 && n < 1),
    pollIntervalMs: read(
      'MFP_ROLLBACK_POLL_MS',
      ROLLBACK_DEFAULTS.pollIntervalMs,
      (n) => Number.isInteger(n) && n >= 100,
    ),
  };
}

export type CanaryVerdict = { action: 'wait' | 'keep' | 'rollback'; reason: string };

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * The rollback rule: a canary with fewer than `minSessions` reporting sessions, or sessions from fewer than
 * `minClients` clients, waits; then it is rolled back when its error rate exceeds the stable version's by more
 * than `margin` (a stable version with no sessions counts as error-free), and kept otherwise. The sessions are
 * the collector's, each client's capped (RollbackSettings.sessionsPerClient).
 */
export function judgeCanary(
  canary: RumVersionStats | undefined,
  stable: RumVersionStats | undefined,
  settings: Pick<RollbackSettings, 'minSessions' | 'minClients' | 'margin'>,
): CanaryVerdict {
  const sessions = canary?.sessions ?? 0;
  if (!canary || sessions < settings.minSessions)
    return { action: 'wait', reason: `${sessions} of ${settings.minSessions} sessions reported` };
  if (canary.clients < settings.minClients)
    return { action: 'wait', reason: `sessions from ${canary.clients} of ${settings.minClients} clients` };
  const stableRate = stable?.errorRate ?? 0;
  const compared =
    `canary ${canary.version} errors in ${pct(canary.errorRate)} of ${canary.sessions} sessions, ` +
    `stable ${stable?.version ?? '-'} in ${pct(stableRate)} of ${stable?.sessions ?? 0} (margin ${pct(settings.margin)})`;
  return canary.errorRate > stableRate + settings.margin + 1e-9
    ? { action: 'rollback', reason: compared }
    : { action: 'keep', reason: compared };
}
