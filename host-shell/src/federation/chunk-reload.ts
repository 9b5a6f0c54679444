import { isChunkLoadError, isOnline, reloadOnChunkError } from '@mfp/shared';

/** The error itself, or the runtime's failure it carries as its cause (RemoteUnavailableError). */
const isMissingChunk = (error: unknown): boolean =>
  isChunkLoadError(error) || (error instanceof Error && isChunkLoadError(error.cause));

/**
 * A remote area failed because a chunk is missing (a release replaced the build this page knew):
 * reload once per path within 10 s (spec 4, shared guard). True when the page is reloading; false
 * when the area should show its fallback (another failure, the reload already happened, or the
 * device is offline: a chunk that cannot be fetched offline is not missing, and a reload offline
 * would leave the member on the browser's error page instead of the site).
 */
export function reloadForMissingChunk(error: unknown, win: Window = window): boolean {
  if (!isMissingChunk(error) || !isOnline(win)) return false;
  return reloadOnChunkError(win.location.pathname, { store: win.sessionStorage, reload: () => win.location.reload() });
}
