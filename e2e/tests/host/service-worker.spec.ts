import type { Request, Response } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ORIGIN } from '../resilience/resilience-support';
import { firstVisitWithWorker } from './sw-support';

/**
 * The site's service worker. A repeat visit takes the host shell and the remotes'
 * versioned files from the worker's caches and asks the network only for the site config, the remote
 * manifests (network-first) and the API; a remote whose origin is down still renders from its cached
 * version; an offline visit shows the offline screen with a retry, never the browser's error page.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** A remote version's entry, chunks and assets ({origin}/{version}/...), as the site config shapes them. */
const isRemoteVersionFile = (url: string) => Object.values(ORIGIN).some((o) => url.startsWith(o)) && !url.endsWith('/mf-manifest.json');
const isHostStatic = (url: string) => /^http:\/\/[^/]+\/static\//.test(url) && !Object.values(ORIGIN).some((o) => url.startsWith(o));

test('a repeat visit takes the host shell and the remote files from the worker; config and manifests go to the network', async ({ page, context }) => {
  await firstVisitWithWorker(page, '/', 'lobby-home', ORIGIN.lobby);

  const workerFetches: string[] = [];
  const onRequest = (r: Request) => {
    if (r.serviceWorker()) workerFetches.push(r.url());
  };
  context.on('request', onRequest);
  const pageResponses: Response[] = [];
  page.on('response', (r) => pageResponses.push(r));
  await page.reload();
  await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });
  context.off('request', onRequest);

  const hostStatic = pageResponses.filter((r) => isHostStatic(r.url()));
  const lobbyFiles = pageResponses.filter((r) => r.url().startsWith(ORIGIN.lobby) && isRemoteVersionFile(r.url()));
  expect(hostStatic.length).toBeGreaterThan(0);
  expect(lobbyFiles.map((r) => r.url())).toContainEqual(expect.stringMatching(/\/remoteEntry\.js$/));
  for (const r of [...hostStatic, ...lobbyFiles]) expect(r.fromServiceWorker(), r.url()).toBe(true);
  // The worker itself went to the network for none of them (precache and cache-first)...
  expect(workerFetches.filter((u) => isHostStatic(u) || isRemoteVersionFile(u))).toEqual([]);
  // ...but did for the config and the lobby's manifest: network-first, so a release shows on this reload.
  expect(workerFetches).toContainEqual(expect.stringMatching(/\/env-config\/.+\.json$/));
  expect(workerFetches).toContainEqual(expect.stringMatching(new RegExp(`^${ORIGIN.lobby}/[^/]+/mf-manifest\\.json$`)));
});

test("a remote whose origin is down on a repeat visit renders from the worker's cached version", async ({ page, context }) => {
  await firstVisitWithWorker(page, '/', 'lobby-home', ORIGIN.lobby);
  // The lobby's origin refuses every connection, the worker's requests included (context-wide route).
  await context.route(`${ORIGIN.lobby}/**`, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-remote-fallback="mfe_lobby"]')).toHaveCount(0);
});

test('an offline visit shows the offline screen in both languages with Retry; back online, the page asked for loads', async ({ page, context }) => {
  await firstVisitWithWorker(page, '/', 'lobby-home', ORIGIN.lobby);
  await context.setOffline(true);
  await page.goto('/gameHall/2');
  const screen = page.getByTestId('offline-screen');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('You are offline');
  await expect(screen).toContainText('আপনি অফলাইনে আছেন');
  const retry = page.getByRole('button', { name: /Retry/ });
  await expect(retry).toContainText('আবার চেষ্টা করুন');
  // Still offline: Retry answers with the offline screen again, at the same address.
  await retry.click();
  await expect(screen).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/gameHall/2');

  // Back online, the screen reloads by itself (its 'online' listener): the page asked for loads.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-screen')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('provider-list')).toBeVisible({ timeout: 60_000 });
});
