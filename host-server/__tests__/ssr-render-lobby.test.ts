import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.ts';
import { startSiteServer } from '../cdn/site-server.ts';
import { SERVER_ENTRY_DIR, SERVER_ENTRY_FILE, ssrRemoteEntryField } from '@mfp/shared/node/server-entry';
import { BANNER_USE_TYPE, carouselPictureQuery } from '@mfp/shared';
import { lobbyRelease, releaseLobby, run, tsx, variantOf } from './support/ssr-lobby-release.ts';

// A Node process loads the lobby's server entry through the
// federation runtime from the manifest URL the site config gives the browser, and renders its ./app.
// The builds are released with the release tool into a test CDN, as `pnpm release` does.
const work = mkdtempSync(join(tmpdir(), 'mfp-ssr-'));
const cdn = join(work, 'cdn');
const goodDist = join(work, 'dist-good');
const brokenDist = join(work, 'dist-broken');
let server: Server;
let origin = '';

const BANNERS = {
  desktop: [{ id: 7, image: '/assets/banners/desk-one.webp', title: 'Desk one', link_type: 0 }],
  mobile: [{ id: 8, image: '/assets/banners/phone-one.webp', title: 'Phone one', link_type: 0 }],
};

const release = (...args: string[]) => releaseLobby(cdn, ...args);

/** The lobby's manifest URL in the site config the release tool wrote, on the test CDN's origin. */
function siteConfigManifestUrl(): string {
  const config = JSON.parse(readFileSync(join(cdn, 'config/local/bd01.json'), 'utf8')) as {
    remotes: { mfe_lobby: string };
  };
  return `${origin}${new URL(config.remotes.mfe_lobby).pathname}`;
}

async function render(lang: string, layout: 'desktop' | 'mobile'): Promise<string> {
  const queries = [
    {
      queryKey: carouselPictureQuery({ site_id: 'bd01', use_type: BANNER_USE_TYPE[layout] }).queryKey,
      data: BANNERS[layout],
    },
  ];
  const file = join(work, `queries-${lang}-${layout}.json`);
  writeFileSync(file, JSON.stringify(queries));
  const args = [
    'host-server/ssr/render-remote-cli.ts',
    '--manifest',
    siteConfigManifestUrl(),
    '--url',
    '/',
    '--lang',
    lang,
    '--layout',
    layout,
  ];
  const { stdout } = await run(tsx, [...args, '--site', '{"siteId":"bd01"}', '--queries', file], {
    cwd: repoRoot,
    timeout: 60_000,
  });
  return stdout;
}

/** The English desktop home of the released good build, rendered once for the tests that read it. */
let englishDesktop: Promise<string> | undefined;
const englishDesktopHome = () => (englishDesktop ??= render('en_US', 'desktop'));

beforeAll(async () => {
  // The lobby's server entry from the production build, in a release-like version folder.
  lobbyRelease(goodDist, '2026-11-26 01:00:00');
  // A later build whose server entry throws: which one renders tells which version the server loaded.
  variantOf(goodDist, brokenDist, '2026-11-26 02:00:00', () => "throw new Error('the broken build');\n");
  server = await startSiteServer({
    name: 'ssr-test-cdn',
    port: 0,
    host: '127.0.0.1',
    mounts: [{ prefix: '/', dir: join(cdn, 'mfe-lobby') }],
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await release(`--from=${goodDist}`);
}, 120_000);

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('the lobby server entry', () => {
  it('is one CommonJS file in the released version folder, beside the manifest that lists it', () => {
    const versionDir = join(cdn, 'mfe-lobby', new URL(siteConfigManifestUrl()).pathname.split('/')[1] ?? '');
    const entry = join(versionDir, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);
    expect(existsSync(entry)).toBe(true);
    expect(JSON.parse(readFileSync(join(versionDir, 'mf-manifest.json'), 'utf8'))).toMatchObject({
      metaData: { ssrRemoteEntry: ssrRemoteEntryField() },
    });
    expect(readFileSync(entry, 'utf8')).toMatch(/module\.exports = __webpack_exports__/);
  });

  it('renders the home page on the server in English, desktop: the banner image and the home headings', async () => {
    const html = await englishDesktopHome();
    expect(html).toContain('data-testid="lobby-home"');
    expect(html).toContain('lb-carousel--desktop');
    expect(html).toMatch(
      /<img src="\/assets\/banners\/desk-one\.webp" alt="Desk one"[^>]*fetchPriority="high"/i,
    );
    expect(html).toContain('<h1 class="lb-visually-hidden">Welcome to BD Play</h1>');
    expect(html).toContain('<h2>Games</h2>');
  }, 90_000);

  it("renders it in Bengali for the mobile layout, with that layout's banner", async () => {
    const html = await render('bn_BD', 'mobile');
    expect(html).toContain('lb-carousel--mobile');
    expect(html).toMatch(/<img src="\/assets\/banners\/phone-one\.webp"/);
    expect(html).not.toContain('desk-one.webp');
    expect(html).toContain('বিডি প্লে-তে স্বাগতম');
    expect(html).toContain('<h2>গেম</h2>');
  }, 90_000);

  it('renders the below-the-fold blocks as their placeholders, as the hydrating browser does', async () => {
    const html = await englishDesktopHome();
    expect(html).not.toContain('id="lb-games-title"');
  }, 90_000);

  it('follows a release and a rollback: the server loads the server entry of the version the site config names', async () => {
    await release(`--from=${brokenDist}`);
    await expect(render('en_US', 'desktop')).rejects.toThrow(/the broken build/);
    await release('--rollback');
    expect(await render('en_US', 'desktop')).toContain('data-testid="lobby-home"');
  }, 120_000);
});
