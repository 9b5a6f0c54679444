// Stands in for host-shell/src/federation/early-fetch in the monolith build: the config is requested
// early as in the federated build, but there are no remote manifests to fetch. The path ends in '.ts'
// so that the replacement of 'federation/early-fetch' does not apply to this import.
import { earlyConfigUrl, startConfigFetch } from '../../host-shell/src/federation/early-fetch.ts';

export { earlyConfigUrl, fetchEarlyOr, takeEarly } from '../../host-shell/src/federation/early-fetch.ts';

export function startEarlyFetches(configUrl = earlyConfigUrl()): void {
  if (typeof fetch === 'function') startConfigFetch(configUrl).catch(() => undefined);
}
