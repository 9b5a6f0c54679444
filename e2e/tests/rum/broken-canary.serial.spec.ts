import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

// Issue 22 tests: a deliberately broken canary (its exposed module throws) is rolled back by the watcher that
// pnpm start runs, from the sessions' own beacons, after MFP_ROLLBACK_MIN_SESSIONS (4 in the e2e run); no
// session is left on a blank area: each shows the fallback with its retry, then the stable version after a reload.

const root = join(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const PORT_BASE = Number(process.env.MFP_PORT_BASE ?? 3000);
const cdnRoot = process.env.MFP_CDN_DIR ?? join(root, PORT_BASE === 3000 ? 'cdn' : `cdn-${PORT_BASE}`);
const releaseTool = (...args: string[]) =>
  execFileSync(process.execPath, [tsx, join(root, 'tooling', 'release.ts'), ...args], {
    cwd: root,
  }).toString();

interface Releases {
  remotes: Record<string, { current: string; canary?: { version: string; weight: number } }>;
}
const releases = () => JSON.parse(readFileSync(join(cdnRoot, 'releases.json'), 'utf8')) as Releases;

/**
 * The lobby's stable build, copied and broken: every module of its `./app` chunk throws when required, so
 * loading the exposed module fails as a throwing module does. Its manifest changes, hence a new version.
 */
function brokenLobbyBuild(): string {
  const stable = join(cdnRoot, 'mfe-lobby', releases().remotes.mfe_lobby?.current ?? '');
  const out = mkdtempSync(join(tmpdir(), 'mfp-broken-canary-'));
  cpSync(stable, out, { recursive: true });
  const manifestPath = join(out, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    metaData: { builtAt: string };
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const app = manifest.exposes.find((e) => e.path === './app');
  if (!app) throw new Error('the lobby exposes no ./app');
  for (const file of app.assets.js.sync) {
    const path = join(out, file);
    const code = readFileSync(path, 'utf8');
    const global = /self\.(\w+)=self\.\1\|\|\[\]/.exec(code)?.[1];
    if (!global) throw new Error(`no chunk global in ${file}`);
    const breaker =
      `(function(){var a=self.${global}=self.${global}||[];var push=a.push;a.push=function(d){a.push=push;` +
      `for(var id in d[1])d[1][id]=function(){throw new Error("e2e broken canary")};return push.call(a,d)}})();`;
    writeFileSync(path, breaker + code);
  }
  manifest.metaData.builtAt = new Date().toISOString();
  writeFileSync(manifestPath, JSON.stringify(manifest));
  return out;
}

const lobbyArea = (p: Page) => p.locator('.mfp-remote-area[data-remote="mfe_lobby"]');
const lobbyFallback = (p: Page) => p.locator('[data-remote-fallback="mfe_lobby"]');

test('a broken canary is rolled back by itself after enough sessions; its sessions show the fallback, then the stable version after a reload', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const stable = releases().remotes.mfe_lobby?.current;
  releaseTool('mfe-lobby', '--canary', '50', `--from=${brokenLobbyBuild()}`, '--reason=e2e broken canary');
  const canary = releases().remotes.mfe_lobby?.canary?.version;
  expect(canary).toBeTruthy();

  const onBroken: { context: BrowserContext; page: Page }[] = [];
  const rolledBack = () => releases().remotes.mfe_lobby?.canary === undefined;
  for (let i = 0; i < 30 && !rolledBack(); i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/sponsor');
    await expect(lobbyArea(page).or(lobbyFallback(page)), 'never a blank area').toBeVisible({
      timeout: 60_000,
    });
    if (await lobbyFallback(page).isVisible()) {
      await expect(lobbyFallback(page).getByRole('button')).toBeVisible();
      onBroken.push({ context, page });
    }
    // Leaving the page sends its beacon (pagehide).
    await page.goto('about:blank');
    if (!onBroken.some((b) => b.context === context)) await context.close();
    // Give the watcher (polling every second) a moment once enough broken sessions may have reported.
    if (onBroken.length >= 4)
      await expect
        .poll(rolledBack, { timeout: 10_000 })
        .toBe(true)
        .catch(() => undefined);
  }
  expect(onBroken.length, 'sessions drew the broken canary').toBeGreaterThanOrEqual(4);
  expect(rolledBack(), 'the watcher rolled the canary back').toBe(true);
  expect(releases().remotes.mfe_lobby?.current).toBe(stable);

  const history = readFileSync(join(cdnRoot, 'release-history.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const entry = history.filter((e) => e.remote === 'mfe_lobby').at(-1);
  expect(entry).toMatchObject({ remote: 'mfe_lobby', action: 'auto-rollback', from: stable, to: stable });
  expect(String(entry?.reason)).toMatch(
    new RegExp(`^automatic rollback: canary ${canary} errors in 100\\.0% of \\d+ sessions`),
  );

  // Each broken session, reloaded, now gets the stable version.
  for (const { context, page } of onBroken) {
    await page.goto('/sponsor');
    await expect(lobbyArea(page)).toBeVisible({ timeout: 60_000 });
    await expect(lobbyFallback(page)).toHaveCount(0);
    await context.close();
  }

  // pnpm release status shows the canary's sessions and error rate, and the stable version's p75 LCP from the beacons.
  const status = releaseTool('status');
  expect(status).toMatch(new RegExp(`mfe_lobby +${canary} +earlier +\\d+ +100\\.0%`));
  expect(status).toMatch(new RegExp(`mfe_lobby +${stable} +stable +\\d+ +\\d+\\.\\d% +\\d+ ms`));
});
