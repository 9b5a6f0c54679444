import { expect, test } from '../../support/fixtures';
import { dismissOverlays } from '../host/support';

test.describe('foundation: one copy of each singleton at run time', () => {
  test('switching the language in the host changes a remote text', async ({ page }) => {
    await page.goto('/');
    const home = page.getByTestId('lobby-home');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('Welcome to BD Play');
    await page.getByTestId('language-switch').selectOption('bn_BD');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText('বিডি প্লে-তে স্বাগতম');
    await expect(page.getByRole('banner').getByRole('link', { name: 'হোম' })).toBeVisible();
    // The lobby's pop-up promotion may cover the page for a visitor: close it as a visitor would.
    await dismissOverlays(page);
    await page.getByRole('banner').getByRole('link', { name: 'স্লট' }).click();
    await expect(page.getByTestId('games-hall').getByRole('heading', { level: 1 })).toHaveText('স্লট');
  });
});

test.describe('foundation: one TanStack Query for the page', () => {
  test('the host and the remotes share one @tanstack/react-query and one QueryClient', async ({ page }) => {
    await page.goto('/');
    // A remote's useQuery throws without the host's QueryClient (its own copy would have no provider):
    // the lobby's banners and the games hall render from queries inside the host's provider.
    await expect(page.getByTestId('lobby-home').getByRole('heading', { level: 1 })).toBeVisible();
    await dismissOverlays(page);
    await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByTestId('games-hall').getByRole('heading', { level: 1 })).toHaveText('Slots');
    // The share scope holds one version of the package, loaded once, whichever container asked for it.
    const versions = await page.evaluate(() => {
      type Entry = { loaded?: boolean; loading?: unknown; lib?: unknown };
      const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
      const found = new Set<string>();
      const loaded = new Set<string>();
      for (const scopes of Object.values(share))
        for (const pkgs of Object.values(scopes))
          for (const [version, entry] of Object.entries(pkgs['@tanstack/react-query'] ?? {})) {
            found.add(version);
            if (entry.loaded || entry.lib) loaded.add(version);
          }
      return { found: [...found], loaded: [...loaded] };
    });
    expect(versions.found).toHaveLength(1);
    expect(versions.loaded).toEqual(versions.found);
  });
});
