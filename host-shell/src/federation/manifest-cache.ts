/**
 * Manifests fetched once at boot (in parallel, right after the site config) and handed to the
 * federation runtime from memory, so loading a remote costs no second manifest round trip.
 */
const cache = new Map<string, string>();

export function rememberManifest(url: string, body: string): void {
  cache.set(url, body);
}

export function takeManifest(url: string): string | undefined {
  const body = cache.get(url);
  // One use: a retry after a failure must go back to the network.
  cache.delete(url);
  return body;
}
