import type { RemoteName } from '@mfp/shared/contracts';

/** A version tried on a share of sessions (percent) before it becomes the version for all. */
export interface CanaryState {
  version: string;
  weight: number;
}

/** Every published version of a remote, oldest first, the one the site config points at, and a canary. */
export interface RemoteRelease {
  versions: string[];
  current: string;
  canary?: CanaryState;
}

export type ReleaseState = Partial<Record<RemoteName, RemoteRelease>>;

/** Publishing a version makes it current for all and keeps the earlier ones for rollback; a canary ends. */
export function publish(state: ReleaseState, remote: RemoteName, version: string): ReleaseState {
  const entry = state[remote] ?? { versions: [], current: version };
  const versions = entry.versions.filter((v) => v !== version).concat(version);
  return { ...state, [remote]: { versions, current: version } };
}

/** A canary: `version` for `weight` percent of sessions (1 to 99), the current version for the rest. */
export function startCanary(state: ReleaseState, remote: RemoteName, version: string, weight: number): ReleaseState {
  const entry = state[remote];
  if (!entry) throw new Error(`${remote} has never been released: release it before a canary`);
  if (!Number.isInteger(weight) || weight < 1 || weight > 99) throw new Error(`a canary weight is a whole percent from 1 to 99, not ${weight}`);
  if (entry.current === version) throw new Error(`${version} is already ${remote}'s version for all`);
  return { ...state, [remote]: { ...entry, canary: { version, weight } } };
}

/** Promoting makes the canary the version for all (and the one a rollback returns from). */
export function promote(state: ReleaseState, remote: RemoteName): ReleaseState {
  const canary = state[remote]?.canary;
  if (!canary) throw new Error(`${remote} has no canary to promote`);
  return publish(state, remote, canary.version);
}

/** Aborting takes the canary back: every session gets the current version again. */
export function abortCanary(state: ReleaseState, remote: RemoteName): ReleaseState {
  const entry = state[remote];
  if (!entry?.canary) throw new Error(`${remote} has no canary to abort`);
  const { canary: _dropped, ...rest } = entry;
  return { ...state, [remote]: rest };
}

/** Rollback points back to the version published before the current one; the current one is dropped. */
export function rollback(state: ReleaseState, remote: RemoteName): ReleaseState {
  const entry = state[remote];
  if (!entry) throw new Error(`${remote} has never been released`);
  const at = entry.versions.indexOf(entry.current);
  if (at <= 0) throw new Error(`${remote} has no earlier version to roll back to`);
  const previous = entry.versions[at - 1] as string;
  return { ...state, [remote]: { ...entry, versions: entry.versions.filter((v) => v !== entry.current), current: previous } };
}

/** A version id that changes with the build's content: time of build plus a hash of its manifest. */
export function versionId(builtAt: string, manifestHash: string): string {
  const stamp = builtAt.replace(/[^0-9]/g, '').slice(0, 14) || 'build';
  return `v${stamp}-${manifestHash.slice(0, 8)}`;
}
