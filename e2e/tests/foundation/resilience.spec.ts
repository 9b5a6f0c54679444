import { expect, test } from '../../support/fixtures';
import { originOfPort, PORT_BASE } from '../../support/remotes';
import { afterPageSettled } from '../../support/frames';
import { dismissOverlays } from '../host/support';

const GAMES = originOfPort(PORT_BASE + 2);

test.describe('foundation: one remote down costs only its own area', () => {
  test('games origin down: its area shows the fallback, the rest works, retry renders it once back', async ({ page }) => {
    await page.route(`${GAMES}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/gameHall/2');
    const fallback = page.locator('[data-remote-fallback="mfe_games"]');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Routing and every other remote keep working.
    await page.getByRole('banner').getByRole('link', { name: 'Agent' }).click();
    await expect(page.getByTestId('agent-center')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('lobby-home')).toBeVisible();

    // The origin comes back: retry renders the area without a page reload. Home's pop-up promotion opens once its
    // bulletins arrive: let the page settle so it has, close it, then take the menu (a box opening under a click
    // takes the click).
    await afterPageSettled(page);
    await dismissOverlays(page);
    await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
    await expect(fallback).toBeVisible();
    await page.unroute(`${GAMES}/**`);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('games-hall')).toBeVisible();
  });

  test('a remote whose entry fails to execute shows the fallback, not a blank page', async ({ page }) => {
    await page.route(`${GAMES}/**/remoteEntry.js`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken release")' }),
    );
    await page.goto('/gameHall/3');
    await expect(page.locator('[data-remote-fallback="mfe_games"]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a remote built against another contract major is refused and shows the fallback', async ({ page }) => {
    await page.route(`${GAMES}/**/mf-manifest.json`, async (route) => {
      const res = await route.fetch();
      const manifest = (await res.json()) as { metaData: Record<string, unknown> };
      manifest.metaData.contractVersion = '2.0.0';
      await route.fulfill({ response: res, json: manifest });
    });
    const entries: string[] = [];
    page.on('request', (r) => r.url().startsWith(GAMES) && r.url().endsWith('remoteEntry.js') && entries.push(r.url()));
    await page.goto('/gameHall/2');
    await expect(page.locator('[data-remote-fallback="mfe_games"]')).toBeVisible();
    expect(entries).toHaveLength(0);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('lobby-home')).toBeVisible();
  });
});
