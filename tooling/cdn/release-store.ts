import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { RemoteName } from '../../shared/src/contracts/remotes.ts';
import { cdnRoot } from './origins.ts';
import type { ReleaseState } from './release-state.ts';
import { writeSiteConfig } from './site-config.ts';

/**
 * The release state on disk, with a revision: a change is read, computed and then written only if the
 * revision is still the one it read (compare-and-swap under a lock directory, as import-map-deployer
 * locks its map), so two releases at once never lose one another's change. Each change appends a line
 * to the release history.
 */
export const releaseStatePath = () => join(cdnRoot, 'releases.json');
export const releaseHistoryPath = () => join(cdnRoot, 'release-history.jsonl');
const lockPath = () => join(cdnRoot, 'releases.lock');

/** A lock older than this was left by a process that died: it is broken. */
const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 15_000;
const MAX_ATTEMPTS = 50;

export interface ReleaseFile {
  revision: number;
  remotes: ReleaseState;
}

/** `auto-rollback`: the canary watcher (tooling/rum/canary-watcher.ts) took a canary back by itself. */
export type ReleaseAction = 'release' | 'rollback' | 'canary' | 'promote' | 'abort' | 'auto-rollback';

export interface HistoryEntry {
  at: string;
  by: string;
  remote: RemoteName;
  action: ReleaseAction;
  /** The version for all before and after, and the canary after, if any. */
  from: string | null;
  to: string | null;
  canary?: { version: string; weight: number };
  revision: number;
  reason?: string;
}

export function readReleaseFile(): ReleaseFile {
  if (!existsSync(releaseStatePath())) return { revision: 0, remotes: {} };
  const raw = JSON.parse(readFileSync(releaseStatePath(), 'utf8')) as Partial<ReleaseFile> & ReleaseState;
  // A state written before revisions existed is the bare map of remotes.
  return typeof raw.revision === 'number' && raw.remotes ? { revision: raw.revision, remotes: raw.remotes } : { revision: 0, remotes: raw as ReleaseState };
}

export const readReleaseState = (): ReleaseState => readReleaseFile().remotes;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock<T>(work: () => T): T {
  mkdirSync(cdnRoot, { recursive: true });
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lockPath());
      break;
    } catch {
      try {
        if (Date.now() - statSync(lockPath()).mtimeMs > STALE_LOCK_MS) rmdirSync(lockPath());
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > until) throw new Error(`the release state is locked (${lockPath()}): another release is running`);
      pause(15 + Math.random() * 30);
    }
  }
  try {
    return work();
  } finally {
    rmdirSync(lockPath());
  }
}

function writeFile(file: ReleaseFile): void {
  mkdirSync(dirname(releaseStatePath()), { recursive: true });
  writeFileSync(releaseStatePath() + '.tmp', JSON.stringify(file, null, 2) + '\n');
  renameSync(releaseStatePath() + '.tmp', releaseStatePath());
  writeSiteConfig(file.remotes);
}

export const releaseAuthor = (env: NodeJS.ProcessEnv = process.env): string => env.RELEASE_BY ?? userInfo().username;

/**
 * Applies a change to the release state: read, compute, then commit only if nobody committed since the
 * read, else read again and recompute. Writes the state, the site config and one history line.
 */
export function changeRelease(
  remote: RemoteName,
  action: ReleaseAction,
  change: (state: ReleaseState) => ReleaseState,
  reason?: string,
): ReleaseState {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const read = readReleaseFile();
    const next = change(read.remotes);
    const committed = withLock(() => {
      if (readReleaseFile().revision !== read.revision) return false;
      const revision = read.revision + 1;
      writeFile({ revision, remotes: next });
      const after = next[remote];
      const entry: HistoryEntry = {
        at: new Date().toISOString(),
        by: releaseAuthor(),
        remote,
        action,
        from: read.remotes[remote]?.current ?? null,
        to: after?.current ?? null,
        ...(after?.canary ? { canary: after.canary } : {}),
        revision,
        ...(reason ? { reason } : {}),
      };
      appendFileSync(releaseHistoryPath(), JSON.stringify(entry) + '\n');
      return true;
    });
    if (committed) return next;
  }
  throw new Error(`the release state kept changing under ${action} of ${remote}: try again`);
}

/** Rewrites the site config from the state as it is (a start with no change to release). */
export function refreshSiteConfig(): void {
  withLock(() => writeSiteConfig(readReleaseState()));
}

export function readHistory(): HistoryEntry[] {
  if (!existsSync(releaseHistoryPath())) return [];
  return readFileSync(releaseHistoryPath(), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryEntry);
}
