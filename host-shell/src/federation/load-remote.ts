import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteExposes, RemoteName } from '@mfp/shared';
import { describeFederationError, federationErrorCode, type FederationErrorCode } from './error-codes';
import { remoteStatus } from './remote-registry';
import { stylesheetsReady } from './stylesheets-ready';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly code: FederationErrorCode,
    /** What the federation runtime failed with (a ChunkLoadError for a chunk missing after a release). */
    override readonly cause?: unknown,
  ) {
    super(`${remote} unavailable: ${describeFederationError(code)}`);
  }
}

/** The one typed way the host loads an exposed module of a remote. */
export async function loadRemoteModule<R extends RemoteName, K extends keyof RemoteExposes[R] & string>(
  remote: R,
  key: K,
): Promise<RemoteExposes[R][K]> {
  // The browser's federation runtime only: a server render takes remotes from PreloadedRemotesContext.
  if (typeof window === 'undefined') throw new Error(`${remote}: loadRemote runs in the browser only`);
  if (remoteStatus(remote) === 'incompatible') throw new RemoteUnavailableError(remote, 'MFP-RUNTIME-003');
  const mod = await loadRemote<{ default: RemoteExposes[R][K]; __mfpFallback?: boolean; error?: unknown }>(
    `${remote}/${key.replace(/^\.\//, '')}`,
  );
  if (!mod || mod.__mfpFallback)
    throw new RemoteUnavailableError(remote, federationErrorCode(mod?.error), mod?.error);
  await stylesheetsReady();
  return mod.default;
}
