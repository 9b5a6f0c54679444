import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ComponentType } from 'react';
import type { RemoteName } from '@mfp/shared/contracts';
import { loadRemoteVersion } from './remote-version.ts';
import { renderExposeToHtml, type PrefilledQuery } from './render-expose.ts';

/**
 * Renders one remote's exposed app to HTML on stdout, in its own process (the stores are the process's):
 *   tsx host-server/ssr/render-remote-cli.ts --remote mfe_lobby --manifest <url> --url / --lang bn_BD
 *     [--layout mobile] [--site '{"siteId":"bd01"}'] [--queries <json file of [{queryKey, data}]>]
 */
const { values } = parseArgs({
  options: {
    remote: { type: 'string', default: 'mfe_lobby' },
    expose: { type: 'string', default: './app' },
    manifest: { type: 'string' },
    url: { type: 'string', default: '/' },
    lang: { type: 'string', default: 'en_US' },
    layout: { type: 'string', default: 'desktop' },
    site: { type: 'string', default: '{}' },
    queries: { type: 'string' },
  },
});
if (!values.manifest) throw new Error('--manifest <the remote manifest URL of the site config> is required');
const remote = values.remote as RemoteName;
const version = await loadRemoteVersion(remote, values.manifest);
const mod = await version.loadExpose<{ default: ComponentType<{ basePath: string }> }>(values.expose);
const queries = values.queries ? (JSON.parse(readFileSync(values.queries, 'utf8')) as PrefilledQuery[]) : [];
const html = await renderExposeToHtml(mod.default, {
  url: values.url,
  lang: values.lang,
  isDesktop: values.layout !== 'mobile',
  site: JSON.parse(values.site) as Record<string, unknown>,
  queries,
});
process.stdout.write(html);
