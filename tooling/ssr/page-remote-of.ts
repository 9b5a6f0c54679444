import { remoteUrlsFor, type RemoteName, remoteForPath } from '@mfp/shared/contracts';
import type { RemoteSiteConfig } from './load-remote-apps.ts';

/** The remote a page shows and the manifest of the version its session loads. */
export interface PageRemote {
  remote: RemoteName;
  manifestUrl: string;
}

/**
 * The remote a route shows (the shared route table), at the version the site config points this session at
 * (its canary draw); null for a route of the host's own. No I/O: the micro-cache keys on it.
 */
export function pageRemoteOf(
  pathname: string,
  config: RemoteSiteConfig,
  sessionId: string,
): PageRemote | null {
  const remote = remoteForPath(pathname);
  const manifestUrl = remote ? remoteUrlsFor(config, sessionId)[remote] : undefined;
  return remote && manifestUrl ? { remote, manifestUrl } : null;
}
