import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { release, releases, root } from '../../support/release';
import { serverHtml } from '../../support/server-rendered';
import { SSR_SITE_URL } from '../../support/ssr-site';

// A release or a rollback of a remote reaches the server-rendered HTML within 10 s
// (no restart, no host rebuild); a version whose server entry is missing or throws still gives the page,
// its area rendered on the client after hydration.
const SESSION = 'mfp_sid=e2e-ssr-release-1';
const REACH_MS = 10_000;

/** The lobby's current build as a new release (its manifest's build time changed: a new version folder), optionally broken. */
function lobbyBuild(breakIt?: (dir: string) => void): string {
  const out = mkdtempSync(join(tmpdir(), 'mfp-ssr-release-'));
  cpSync(join(root, 'mfe-lobby', 'dist'), out, { recursive: true });
  const manifestFile = join(out, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { builtAt: string } };
  manifest.metaData.builtAt = new Date().toISOString();
  writeFileSync(manifestFile, JSON.stringify(manifest));
  breakIt?.(out);
  return out;
}

const renderedLobby = async (request: Parameters<typeof serverHtml>[0]) => (await serverHtml(request, '/', SESSION)).state?.remotes?.mfe_lobby;

// The run's server-rendering host (support/ssr-site.ts): the run's own host with MFP_SSR=1, else --ssr-host's.
test.use({ baseURL: SSR_SITE_URL });

test('a release and a rollback of the lobby reach the server-rendered HTML within 10 s', async ({ request }) => {
  test.setTimeout(120_000);
  await expect.poll(() => renderedLobby(request), { timeout: REACH_MS }).toMatch(/mf-manifest\.json$/);
  const before = await renderedLobby(request);

  release('mfe-lobby', `--from=${lobbyBuild()}`, '--reason=e2e ssr release');
  const version = releases().remotes.mfe_lobby?.current ?? '';
  expect(before).not.toContain(`/${version}/`);
  // The new version's own manifest (a render past its budget names none, which must not pass for a change).
  await expect
    .poll(() => renderedLobby(request), { timeout: REACH_MS, intervals: [250] })
    .toMatch(new RegExp(`/${version}/mf-manifest\\.json$`));
  expect((await serverHtml(request, '/', SESSION)).html).toContain('data-testid="lobby-home"');

  release('mfe-lobby', '--rollback');
  await expect.poll(() => renderedLobby(request), { timeout: REACH_MS, intervals: [250] }).toBe(before);
});

const BROKEN = [
  ['missing (404)', (dir: string) => rmSync(join(dir, 'server', 'remoteEntry.js'))],
  ['throwing', (dir: string) => writeFileSync(join(dir, 'server', 'remoteEntry.js'), 'throw new Error("e2e: a broken server entry");\n')],
] as const;

for (const [what, breakIt] of BROKEN) {
  test(`a lobby whose server entry is ${what}: the page still renders, the lobby on the client after hydration`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await expect.poll(() => renderedLobby(request), { timeout: REACH_MS }).toMatch(/mf-manifest\.json$/);
    const before = await renderedLobby(request);
    release('mfe-lobby', `--from=${lobbyBuild(breakIt)}`, `--reason=e2e ssr ${what}`);
    try {
      // The new version is the config's within 10 s; its server entry fails: a server-rendered page, no lobby in it.
      await expect
        .poll(async () => {
          const { res, state, html } = await serverHtml(request, '/', SESSION);
          return res.status() === 200 && state !== null && !state.remotes?.mfe_lobby && !html.includes('data-remote="mfe_lobby"');
        }, { timeout: REACH_MS, intervals: [250] })
        .toBe(true);
      // In the browser: the host's server HTML hydrates (the console guard fails on a mismatch), the lobby loads on the client.
      const response = await page.goto('/');
      expect(await response?.text()).toContain('id="mfp-ssr-state"');
      await expect(page.getByTestId('lobby-home')).toBeVisible();
    } finally {
      release('mfe-lobby', '--rollback');
    }
    await expect.poll(() => renderedLobby(request), { timeout: REACH_MS, intervals: [250] }).toBe(before);
  });
}
