import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { expect, ORIGIN } from './resilience-support';

/** Serves the lobby's manifest as if it had been built against `version` of the host/remote contract. */
async function lobbyBuiltAgainst(page: Page, version: string): Promise<string[]> {
  await page.route(`${ORIGIN.lobby}/**/mf-manifest.json`, async (route) => {
    const res = await route.fetch();
    const manifest = (await res.json()) as { metaData: Record<string, unknown> };
    manifest.metaData.contractVersion = version;
    await route.fulfill({ response: res, json: manifest });
  });
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(ORIGIN.lobby) && r.url().endsWith('/remoteEntry.js')) entries.push(r.url());
  });
  return entries;
}

/**
 * A remote built against another major of the contract is refused before any of its code runs:
 * the member sees the fallback in its area, the header, footer and the other areas work. A remote
 * of another minor of the same major is mounted.
 */
test.describe('resilience: a remote built against an incompatible contract major', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const version of ['2.0.0', '0.9.0']) {
    test(`the lobby on contract ${version}: the home area shows the fallback, its entry never loads, the site works`, async ({ page }) => {
      const entries = await lobbyBuiltAgainst(page, version);
      await page.goto('/');
      const fallback = page.locator('[data-remote-fallback="mfe_lobby"]');
      await expect(fallback).toBeVisible({ timeout: 60_000 });
      await expect(fallback).toContainText('This section is unavailable right now');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Trying again does not mount code the host cannot talk to.
      await fallback.getByRole('button', { name: 'Try again' }).click();
      await expect(fallback.getByRole('button', { name: 'Try again' })).toBeEnabled({ timeout: 45_000 });
      await page.getByRole('banner').getByRole('link', { name: 'Agent' }).click();
      await expect(page.getByTestId('agent-center')).toBeVisible({ timeout: 60_000 });
      expect(entries).toHaveLength(0);
    });
  }

  test('the lobby on another minor of the same major is mounted', async ({ page }) => {
    const entries = await lobbyBuiltAgainst(page, '1.9.0');
    await page.goto('/');
    await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });
    expect(entries.length).toBeGreaterThan(0);
  });
});
