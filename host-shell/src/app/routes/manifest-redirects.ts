import { getBuildManifest } from '@mfp/shared';
import type { BuildPaths } from '@mfp/shared';
import { manifestRedirect } from './route-rules';
import type { ManifestRedirect } from './route-rules';

let redirects: readonly ManifestRedirect[] = [];

/** The redirects of a build manifest ({ redirects: [{ from, to }] }); anything malformed is dropped. */
export function parseManifestRedirects(manifest: unknown): ManifestRedirect[] {
  const list = (manifest as { redirects?: unknown } | null)?.redirects;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is ManifestRedirect =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as ManifestRedirect).from === 'string' &&
      typeof (r as ManifestRedirect).to === 'string',
  );
}

/** Loads the running build's manifest redirects (none when the manifest cannot be read). */
export async function loadManifestRedirects(
  buildId: string,
  paths: BuildPaths,
): Promise<readonly ManifestRedirect[]> {
  try {
    redirects = parseManifestRedirects(await getBuildManifest(buildId, paths));
  } catch {
    redirects = [];
  }
  return redirects;
}

export function setManifestRedirects(list: readonly ManifestRedirect[]): void {
  redirects = list;
}

export interface RedirectGo {
  navigate: (to: string) => void;
  /** A full page load (external target). */
  assign: (url: string) => void;
}

/** Follows the manifest redirect of a path, if any (spec 2): router navigation, or a full page load for an external target. */
export function followManifestRedirect(
  pathname: string,
  go: RedirectGo,
  origin: string = window.location.origin,
): boolean {
  const target = manifestRedirect(pathname, redirects, origin);
  if (!target) return false;
  if (target.kind === 'external') go.assign(target.to);
  else go.navigate(target.to);
  return true;
}
