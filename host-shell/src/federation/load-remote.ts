import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteExposes, RemoteName } from '@mfp/shared';
import { remoteStatus } from './remote-registry';
import { stylesheetsReady } from './stylesheets-ready';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: string,
    /** What the federation runtime failed with (a ChunkLoadError for a chunk missing after a release). */
    override readonly cause?: unknown,
  ) {
    super(`${remote} unavailable: ${reason}`);
  }
}

/** The one typed way the host loads an exposed module of a remote. */
export async function loadRemoteModule<R extends RemoteName, K extends keyof RemoteExposes[R] & string>(
  remote: R,
  key: K,
): Promise<RemoteExposes[R][K]> {
  if (remoteStatus(remote) === 'incompatible') throw new RemoteUnavailableError(remote, 'incompatible contract');
  const mod = await loadRemote<{ default: RemoteExposes[R][K]; __mfpFallback?: boolean; error?: unknown }>(
    `${remote}/${key.replace(/^\.\//, '')}`,
  );
  if (!mod || mod.__mfpFallback) throw new RemoteUnavailableError(remote, 'failed to load', mod?.error);
  await stylesheetsReady();
  return mod.default;
}
