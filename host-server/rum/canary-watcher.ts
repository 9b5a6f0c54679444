import type { RemoteName, RumVersionStats } from '@mfp/shared/contracts';
import { abortCanary, type ReleaseState } from '../cdn/release-state.ts';
import { releaseStore } from '../cdn/release-store.ts';
import { judgeCanary, type RollbackSettings } from './rollback-rule.ts';
import { fetchRumSummary } from './rum-summary-client.ts';

/** A canary taken back by the watcher, and why. */
export interface AutoRollback {
  remote: RemoteName;
  version: string;
  reason: string;
}

/** Thrown inside a release change when the canary judged is no longer the one in the state (promoted or replaced meanwhile). */
class CanaryMoved extends Error {}

/**
 * One look at every canary: judged on the collector's stats by the rollback rule, and rolled back through
 * the release store (compare-and-swap) when it fails, only if it is still the canary that was judged.
 */
export async function checkCanaries(
  state: ReleaseState,
  summary: readonly RumVersionStats[],
  settings: Pick<RollbackSettings, 'minSessions' | 'minClients' | 'margin'>,
): Promise<AutoRollback[]> {
  const stats = (remote: string, version: string) =>
    summary.find((s) => s.remote === remote && s.version === version);
  const done: AutoRollback[] = [];
  for (const [remote, entry] of Object.entries(state) as [
    RemoteName,
    NonNullable<ReleaseState[RemoteName]>,
  ][]) {
    const canary = entry.canary;
    if (!canary) continue;
    const verdict = judgeCanary(stats(remote, canary.version), stats(remote, entry.current), settings);
    if (verdict.action !== 'rollback') continue;
    const reason = `automatic rollback: ${verdict.reason}`;
    try {
      await releaseStore.change(
        remote,
        'auto-rollback',
        (s) => {
          if (s[remote]?.canary?.version !== canary.version) throw new CanaryMoved();
          return abortCanary(s, remote);
        },
        reason,
      );
      done.push({ remote, version: canary.version, reason });
    } catch (e) {
      if (!(e instanceof CanaryMoved)) throw e;
    }
  }
  return done;
}

/** Polls the collector every `pollIntervalMs` and rolls failing canaries back; returns the stop function. */
export function startCanaryWatcher(
  settings: RollbackSettings,
  log: (line: string) => void = console.log,
  apiOrigin?: string,
): () => void {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const state = (await releaseStore.read()).remotes;
      if (Object.values(state).some((e) => e?.canary)) {
        for (const r of await checkCanaries(state, await fetchRumSummary(settings.sessionsPerClient, apiOrigin), settings))
          log(`[release-watcher] ${r.remote} ${r.version}: ${r.reason}`);
      }
    } catch (e) {
      log(`[release-watcher] ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), settings.pollIntervalMs);
  return () => clearInterval(timer);
}
