import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { contextWithSession, sessionIdWhere } from '../../support/canary';
import { expect, test } from '../../support/fixtures';
import { cdnRoot, releases, root, tsx } from '../../support/release';
import { API_URL } from '../../support/remotes';

// A deliberately broken canary (its exposed module throws) is rolled back by the watcher that pnpm start runs,
// from the sessions' own beacons, once MFP_ROLLBACK_MIN_SESSIONS have reported (playwright.config.ts sets it);
// no session is left on a blank area: each shows the fallback with its retry, then the stable version after a
// reload. Sessions are pinned in or out of the canary by the site's own draw (support/canary.ts).

const LOBBY = 'mfe_lobby';
/** The collector's stats per remote version, uncapped (every e2e browser is one client). */
const rumSummary = async () =>
  ((await (await fetch(`${API_URL}/api/rum/summary?per_client=1000`)).json()) as { data: { remote: string; version: string; sessions: number }[] }).data;
const MIN_SESSIONS = Number(process.env.MFP_ROLLBACK_MIN_SESSIONS);
const releaseTool = (...args: string[]) =>
  execFileSync(process.execPath, [tsx, join(root, 'host-server', 'release.ts'), ...args], { cwd: root }).toString();

/**
 * The lobby's stable build, copied and broken: every module of its `./app` chunk throws when required, so
 * loading the exposed module fails as a throwing module does. Its manifest changes, hence a new version.
 */
function brokenLobbyBuild(): string {
  const stable = join(cdnRoot, 'mfe-lobby', releases().remotes[LOBBY]?.current ?? '');
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

/** A session's visit of /sponsor; leaving the page sends its beacon (pagehide). The page stays open. */
async function visit(browser: Browser, origin: string, sessionId: string, shows: (p: Page) => ReturnType<Page['locator']>) {
  const context = await contextWithSession(browser, origin, sessionId);
  const page = await context.newPage();
  await page.goto('/sponsor');
  await expect(shows(page)).toBeVisible({ timeout: 60_000 });
  return { context, page, leave: () => page.goto('about:blank') };
}

test('a broken canary is rolled back by itself after enough sessions; its sessions show the fallback, then the stable version after a reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  expect(MIN_SESSIONS, 'MFP_ROLLBACK_MIN_SESSIONS of the run').toBeGreaterThan(0);
  const stable = releases().remotes[LOBBY]?.current;
  // Sessions of the stable version report first: the release status reads its error rate and p75 LCP from them.
  // Their beacons leave as the pages hide; a context closed at once may drop them, so each stays open until the
  // collector has them.
  const onStable: BrowserContext[] = [];
  for (const nth of [0, 1]) {
    const session = await visit(browser, baseURL!, sessionIdWhere(LOBBY, (bucket) => bucket >= 50, nth), lobbyArea);
    await session.leave();
    onStable.push(session.context);
  }
  await expect
    .poll(async () => (await rumSummary()).find((s) => s.remote === LOBBY && s.version === stable)?.sessions ?? 0, {
      message: 'the stable sessions reported',
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2);
  for (const context of onStable) await context.close();

  releaseTool('mfe-lobby', '--canary', '50', `--from=${brokenLobbyBuild()}`, '--reason=e2e broken canary');
  const canary = releases().remotes[LOBBY]?.canary?.version;
  expect(canary).toBeTruthy();

  // Sessions drawn into the canary: never a blank area, the fallback with its retry; each reports as it leaves.
  const onBroken: { context: BrowserContext; page: Page }[] = [];
  for (let nth = 0; nth < MIN_SESSIONS; nth += 1) {
    expect(releases().remotes[LOBBY]?.canary, `still a canary before ${MIN_SESSIONS} sessions reported`).toBeDefined();
    const session = await visit(browser, baseURL!, sessionIdWhere(LOBBY, (bucket) => bucket < 50, nth), lobbyFallback);
    await expect(lobbyFallback(session.page).getByRole('button')).toBeVisible();
    await expect(lobbyArea(session.page)).toHaveCount(0);
    await session.leave();
    onBroken.push(session);
  }
  // The watcher polls every MFP_ROLLBACK_POLL_MS (1 s in the run).
  await expect.poll(() => releases().remotes[LOBBY]?.canary, { message: 'the watcher rolled the canary back', timeout: 15_000 }).toBeUndefined();
  expect(releases().remotes[LOBBY]?.current).toBe(stable);

  // The store writes the state, then appends the history line: the line can come a moment after the state.
  const lastEntry = () =>
    readFileSync(join(cdnRoot, 'release-history.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.remote === LOBBY)
      .at(-1);
  await expect.poll(() => lastEntry()?.action, { message: 'the rollback in the history', timeout: 5_000 }).toBe('auto-rollback');
  const entry = lastEntry();
  expect(entry).toMatchObject({ remote: LOBBY, action: 'auto-rollback', from: stable, to: stable });
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
