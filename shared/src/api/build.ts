import { getApiClient } from './client';
import { ICON_FETCH_TIMEOUT_MS } from '../constants';

/** Where the static build files live (the host's deploy layout decides). */
export interface BuildPaths {
  manifest: (buildId: string) => string;
  latest: string;
  payload: (route: string) => string;
}

export const DEFAULT_BUILD_PATHS: BuildPaths = {
  manifest: (id) => `/builds/meta/${encodeURIComponent(id)}.json`,
  latest: '/builds/latest.json',
  payload: (route) => `${route.replace(/\/$/, '')}/_payload.json`,
};

export interface LatestBuild {
  id: string;
  timestamp?: number;
}

/** GET the build manifest of one build id. */
export const getBuildManifest = <T = unknown>(
  buildId: string,
  paths: BuildPaths = DEFAULT_BUILD_PATHS,
): Promise<T> => getApiClient().requestRaw<T>({ method: 'GET', path: paths.manifest(buildId), root: true });
/** GET the latest-build file with a timestamp query (never cached). */
export const getLatestBuild = (
  paths: BuildPaths = DEFAULT_BUILD_PATHS,
  now: number = Date.now(),
): Promise<LatestBuild> =>
  getApiClient().requestRaw<LatestBuild>({
    method: 'GET',
    path: paths.latest,
    root: true,
    params: { t: now },
  });
/** GET the page payload file of a prerendered route. */
export const getPagePayload = <T = unknown>(
  route: string,
  paths: BuildPaths = DEFAULT_BUILD_PATHS,
): Promise<T> => getApiClient().requestRaw<T>({ method: 'GET', path: paths.payload(route), root: true });
/** GET icon data for a list of icon names from an icon service or a local endpoint (1500 ms timeout). */
export const getIconData = <T = unknown>(names: readonly string[], endpoint = '/icons'): Promise<T> =>
  getApiClient().requestRaw<T>({
    method: 'GET',
    path: endpoint,
    root: true,
    params: { icons: names.join(',') },
    timeout: ICON_FETCH_TIMEOUT_MS,
  });
