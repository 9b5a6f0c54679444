import type { RemoteName } from '../../shared/src/contracts/remotes.ts';

/** Every published version of each remote, oldest first, and the one the site config points at. */
export type ReleaseState = Partial<Record<RemoteName, { versions: string[]; current: string }>>;

/** Publishing a version makes it current and keeps the earlier ones for rollback. */
export function publish(state: ReleaseState, remote: RemoteName, version: string): ReleaseState {
  const entry = state[remote] ?? { versions: [], current: version };
  const versions = entry.versions.filter((v) => v !== version).concat(version);
  return { ...state, [remote]: { versions, current: version } };
}

/** Rollback points back to the version published before the current one; the current one is dropped. */
export function rollback(state: ReleaseState, remote: RemoteName): ReleaseState {
  const entry = state[remote];
  if (!entry) throw new Error(`${remote} has never been released`);
  const at = entry.versions.indexOf(entry.current);
  if (at <= 0) throw new Error(`${remote} has no earlier version to roll back to`);
  const previous = entry.versions[at - 1] as string;
  return { ...state, [remote]: { versions: entry.versions.filter((v) => v !== entry.current), current: previous } };
}

/** A version id that changes with the build's content: time of build plus a hash of its manifest. */
export function versionId(builtAt: string, manifestHash: string): string {
  const stamp = builtAt.replace(/[^0-9]/g, '').slice(0, 14) || 'build';
  return `v${stamp}-${manifestHash.slice(0, 8)}`;
}
