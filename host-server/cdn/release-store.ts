import { appendFile, mkdir, readFile, rename, rmdir, stat, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { RemoteName } from '@mfp/shared/contracts';
import { cdnRoot } from './origins.ts';
import type { ReleaseState } from './release-state.ts';
import { writeSiteConfig } from './site-config.ts';

/**
 * The release state on disk, with a revision: a change is read, computed and then written only if the
 * revision is still the one it read (compare-and-swap under a lock directory, as import-map-deployer
 * locks its map), so two releases at once never lose one another's change. Each change appends a line
 * to the release history. Every step is asynchronous: a serving process (the canary watcher runs in
 * the site's) waiting on a CLI's lock keeps answering requests meanwhile.
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

/** `auto-rollback`: the canary watcher (host-server/rum/canary-watcher.ts) took a canary back by itself. */
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

/**
 * What reads and changes the release state: the one seam between the release tools (CLI, canary watcher,
 * start) and where the state lives. This machine keeps it in files beside the CDN folder; host servers on
 * several machines would share one implementation over a store they all reach (a database row with the
 * revision as its compare-and-swap, as the README says).
 */
export interface ReleaseStore {
  read(): Promise<ReleaseFile>;
  /** Read, compute, commit only if nobody committed since the read (else again); writes the site config and a history line. */
  change(remote: RemoteName, action: ReleaseAction, change: (state: ReleaseState) => ReleaseState, reason?: string): Promise<ReleaseState>;
  /** Rewrites the site config from the state as it is (a start with no change to release). */
  refreshSiteConfig(): Promise<void>;
  history(): Promise<HistoryEntry[]>;
}

const missing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

async function readReleaseFile(): Promise<ReleaseFile> {
  let text: string;
  try {
    text = await readFile(releaseStatePath(), 'utf8');
  } catch (e) {
    if (missing(e)) return { revision: 0, remotes: {} };
    throw e;
  }
  const raw = JSON.parse(text) as Partial<ReleaseFile> & ReleaseState;
  // A state written before revisions existed is the bare map of remotes.
  return typeof raw.revision === 'number' && raw.remotes ? { revision: raw.revision, remotes: raw.remotes } : { revision: 0, remotes: raw as ReleaseState };
}

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(cdnRoot, { recursive: true });
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await mkdir(lockPath());
      break;
    } catch {
      try {
        if (Date.now() - (await stat(lockPath())).mtimeMs > STALE_LOCK_MS) await rmdir(lockPath());
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > until) throw new Error(`the release state is locked (${lockPath()}): another release is running`);
      await delay(15 + Math.random() * 30);
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(lockPath());
  }
}

async function writeReleaseFile(file: ReleaseFile): Promise<void> {
  await mkdir(dirname(releaseStatePath()), { recursive: true });
  await writeFile(releaseStatePath() + '.tmp', JSON.stringify(file, null, 2) + '\n');
  await rename(releaseStatePath() + '.tmp', releaseStatePath());
  writeSiteConfig(file.remotes);
}

export const releaseAuthor = (env: NodeJS.ProcessEnv = process.env): string => env.RELEASE_BY ?? userInfo().username;

async function changeRelease(
  remote: RemoteName,
  action: ReleaseAction,
  change: (state: ReleaseState) => ReleaseState,
  reason?: string,
): Promise<ReleaseState> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const read = await readReleaseFile();
    const next = change(read.remotes);
    const committed = await withLock(async () => {
      if ((await readReleaseFile()).revision !== read.revision) return false;
      const revision = read.revision + 1;
      await writeReleaseFile({ revision, remotes: next });
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
      await appendFile(releaseHistoryPath(), JSON.stringify(entry) + '\n');
      return true;
    });
    if (committed) return next;
  }
  throw new Error(`the release state kept changing under ${action} of ${remote}: try again`);
}

async function readHistory(): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await readFile(releaseHistoryPath(), 'utf8');
  } catch (e) {
    if (missing(e)) return [];
    throw e;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryEntry);
}

/** The release state in files beside the CDN folder (this machine's deployment). */
export const fileReleaseStore: ReleaseStore = {
  read: readReleaseFile,
  change: changeRelease,
  refreshSiteConfig: () => withLock(async () => writeSiteConfig((await readReleaseFile()).remotes)),
  history: readHistory,
};

/** The store the release tools use. */
export const releaseStore: ReleaseStore = fileReleaseStore;
