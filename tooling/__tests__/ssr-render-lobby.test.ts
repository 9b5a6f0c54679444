import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../singletons.ts';
import { startStaticServer } from '../cdn/static-server.ts';
import { SERVER_ENTRY_DIR, SERVER_ENTRY_FILE, ssrRemoteEntryField } from '../ssr/server-entry.ts';
import { carouselPictureQuery } from '../../shared/src/api/content-queries.ts';
import { BANNER_USE_TYPE } from '../../shared/src/constants/platform.ts';
import { exposes } from '../../mfe-lobby/module-federation.config.ts';

// Issue 19, Deliver 2 (the remote side): a Node process loads the lobby's server entry through the
// federation runtime from the manifest URL the site config gives the browser, and renders its ./app.
const run = promisify(execFile);
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const VERSION = 'v-test-1';
const work = mkdtempSync(join(tmpdir(), 'mfp-ssr-'));
const versionDir = join(work, VERSION);
let server: Server;
let manifestUrl = '';

/** A release-shaped manifest: the browser entry (not used by Node) and the SSR entry field the preset writes. */
const manifest = () => ({
  id: 'mfe_lobby',
  name: 'mfe_lobby',
  metaData: {
    name: 'mfe_lobby',
    type: 'app',
    buildInfo: { buildVersion: 'test', buildName: '@mfp/mfe-lobby' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    ssrRemoteEntry: ssrRemoteEntryField(),
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mfe_lobby',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: Object.keys(exposes).map((key) => ({
    id: `mfe_lobby:${key.slice(2)}`,
    name: key.slice(2),
    path: key,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  })),
});

const BANNERS = {
  desktop: [{ id: 7, image: '/assets/banners/desk-one.webp', title: 'Desk one', link_type: 0 }],
  mobile: [{ id: 8, image: '/assets/banners/phone-one.webp', title: 'Phone one', link_type: 0 }],
};

async function render(lang: string, layout: 'desktop' | 'mobile'): Promise<string> {
  const queries = [
    {
      queryKey: carouselPictureQuery({ site_id: 'bd01', use_type: BANNER_USE_TYPE[layout] }).queryKey,
      data: BANNERS[layout],
    },
  ];
  const file = join(work, `queries-${lang}-${layout}.json`);
  writeFileSync(file, JSON.stringify(queries));
  const args = ['tooling/ssr/render-remote-cli.ts', '--manifest', manifestUrl, '--url', '/', '--lang', lang, '--layout', layout];
  const { stdout } = await run(tsx, [...args, '--site', '{"siteId":"bd01"}', '--queries', file], {
    cwd: repoRoot,
    timeout: 60_000,
  });
  return stdout;
}

beforeAll(async () => {
  // The lobby's server entry, built the way its production build builds it, into a release-like version folder.
  const rspackCli = join(repoRoot, 'mfe-lobby/node_modules/.bin/rspack');
  const config = join(repoRoot, 'tooling/ssr/server-entry.rspack.config.ts');
  await run(rspackCli, ['build', '--config', config, '--env', 'package=mfe-lobby', '--env', `out=${versionDir}`], {
    cwd: join(repoRoot, 'mfe-lobby'),
    timeout: 100_000,
  });
  writeFileSync(join(versionDir, 'mf-manifest.json'), JSON.stringify(manifest()));
  server = await startStaticServer({ name: 'ssr-test-cdn', port: 0, host: '127.0.0.1', mounts: [{ prefix: '/', dir: work }] });
  manifestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${VERSION}/mf-manifest.json`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('the lobby server entry (issue 19, Deliver 2)', () => {
  it('is one CommonJS file in the version folder, beside the manifest that lists it', () => {
    const entry = join(versionDir, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);
    expect(existsSync(entry)).toBe(true);
    expect(readFileSync(entry, 'utf8')).toMatch(/module\.exports = __webpack_exports__/);
  });

  it('renders the home page on the server in English, desktop: the banner image and the home headings', async () => {
    const html = await render('en_US', 'desktop');
    expect(html).toContain('data-testid="lobby-home"');
    expect(html).toContain('lb-carousel--desktop');
    expect(html).toMatch(/<img src="\/assets\/banners\/desk-one\.webp" alt="Desk one"[^>]*fetchPriority="high"/i);
    expect(html).toContain('<h1 class="lb-visually-hidden">Welcome to BD Play</h1>');
    expect(html).toContain('<h2>Games</h2>');
  }, 90_000);

  it('renders it in Bengali for the mobile layout, with that layout\'s banner', async () => {
    const html = await render('bn_BD', 'mobile');
    expect(html).toContain('lb-carousel--mobile');
    expect(html).toMatch(/<img src="\/assets\/banners\/phone-one\.webp"/);
    expect(html).not.toContain('desk-one.webp');
    expect(html).toContain('বিডি প্লে-তে স্বাগতম');
    expect(html).toContain('<h2>গেম</h2>');
  }, 90_000);

  it('renders the below-the-fold blocks as their placeholders, as the hydrating browser does', async () => {
    const html = await render('en_US', 'desktop');
    expect(html).not.toContain('id="lb-games-title"');
  }, 90_000);
});
