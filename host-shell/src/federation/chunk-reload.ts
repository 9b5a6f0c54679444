import { isChunkLoadError, reloadOnChunkError } from '@mfp/shared';

/** The error itself, or the runtime's failure it carries as its cause (RemoteUnavailableError). */
const isMissingChunk = (error: unknown): boolean =>
  isChunkLoadError(error) || (error instanceof Error && isChunkLoadError(error.cause));

/**
 * A remote area failed because a chunk is missing (a release replaced the build this page knew):
 * reload once per path within 10 s (spec 4, shared guard). True when the page is reloading; false
 * when the area should show its fallback (another failure, or the reload already happened).
 */
export function reloadForMissingChunk(error: unknown, win: Window = window): boolean {
  if (!isMissingChunk(error)) return false;
  return reloadOnChunkError(win.location.pathname, { store: win.sessionStorage, reload: () => win.location.reload() });
}
