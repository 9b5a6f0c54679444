// Stands in for host-shell/src/federation/early-fetch in the monolith build: the config is requested
// early as in the federated build, but there are no remote manifests to fetch.
const started = new Map<string, Promise<Response>>();
const noCache = (url: string) => fetch(url, { cache: 'no-cache' });

export const earlyConfigUrl = (): string =>
  __MFP_CONFIG_URL__ || `/env-config/${__MFP_ENV__}/${__MFP_SITE__}.json`;

export function startEarlyFetches(configUrl = earlyConfigUrl()): void {
  started.set(configUrl, noCache(configUrl));
}

export function takeEarly(url: string): Promise<Response> | undefined {
  const p = started.get(url);
  started.delete(url);
  return p;
}

export function fetchEarlyOr(url: string): Promise<Response> {
  const early = takeEarly(url);
  return early ? early.catch(() => noCache(url)) : noCache(url);
}
