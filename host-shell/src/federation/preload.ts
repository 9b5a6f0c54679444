import { preloadRemote } from '@module-federation/enhanced/runtime';
import { reportPreloadError, type RemoteName } from '@mfp/shared';

const started = new Set<RemoteName>();

/** Fetches a remote's app entry ahead of a click (hover, focus, idle), once per page life. */
export function preloadRemoteApp(remote: RemoteName | undefined): void {
  if (!remote || started.has(remote)) return;
  started.add(remote);
  preloadRemote([{ nameOrAlias: remote, exposes: ['./app'] }]).catch((error: unknown) => {
    started.delete(remote);
    reportPreloadError(remote, error, { win: window });
  });
}
