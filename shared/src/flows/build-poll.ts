import type { LatestBuild } from '../api/build';

/** The spec does not give the poll interval; one minute keeps the load negligible. */
export const BUILD_POLL_INTERVAL_MS = 60_000;

export interface BuildPollOptions {
  currentId: string;
  fetchLatest: () => Promise<LatestBuild>;
  reload: () => void;
  intervalMs?: number;
}

/** Compares the latest-build id with the running one once; calls reload when it changed. */
export async function checkBuild(
  o: Pick<BuildPollOptions, 'currentId' | 'fetchLatest' | 'reload'>,
): Promise<boolean> {
  try {
    const latest = await o.fetchLatest();
    if (latest && typeof latest.id === 'string' && latest.id !== '' && latest.id !== o.currentId) {
      o.reload();
      return true;
    }
  } catch {
    // A failed poll is retried at the next tick.
  }
  return false;
}

/** Polls the latest-build file and reloads on a new build. Returns stop(). */
export function startBuildPolling(o: BuildPollOptions): () => void {
  let done = false;
  const id = setInterval(() => {
    void checkBuild(o).then((changed) => {
      if (changed) {
        done = true;
        clearInterval(id);
      }
    });
  }, o.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  return () => {
    if (!done) clearInterval(id);
  };
}
