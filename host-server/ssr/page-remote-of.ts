import { isCanaryRelease, remoteUrlsFor, type RemoteName, remoteForPath } from '@mfp/shared/contracts';
import type { RemoteSiteConfig } from './load-remote-apps.ts';

/** The remote a page shows and the manifest of the version its session loads. */
export interface PageRemote {
  remote: RemoteName;
  manifestUrl: string;
  /** A canary of the remote is running: the version was drawn for the session, so the page is one session's. */
  drawn: boolean;
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
  if (!remote || !manifestUrl) return null;
  const canary = (config.canary ?? {}) as Record<string, unknown>;
  return { remote, manifestUrl, drawn: isCanaryRelease(canary[remote]) };
}
