// No imports: the build tooling loads this file directly, the host's first script bundles it.

/** Where a build's site config lives (spec 3): the configured full URL, else /env-config/{env}/{site}.json. */
export function siteConfigUrl(env: string, site: string, override = ''): string {
  return override || `/env-config/${env}/${site}.json`;
}
