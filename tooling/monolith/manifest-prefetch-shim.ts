// Stands in for host-shell/src/federation/manifest-prefetch in the monolith build: the config is still
// requested early (the host's own early-fetch), but there are no remote manifests to fetch. It imports
// nothing, so the monolith's tooling never reaches back into host source.
export function prefetchManifests(): void {}
