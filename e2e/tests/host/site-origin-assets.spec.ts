import { expect, test, type Page } from '../../support/fixtures';

/**
 * Banners, tiles and game windows come through the site's own origin (the host proxies /assets/ and /sim/ to
 * the API), never from the API's: that origin's port is base+1000, which for some port blocks is one browsers
 * refuse (MFP_PORT_BASE=5000 puts it on 6000, ERR_UNSAFE_PORT), and the API is not the site's to show.
 */
test.setTimeout(90_000);

/** Every image the page asks for from now on, by URL (data: and blob: images have no origin to check). */
function watchImages(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return;
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') seen.push(url);
  });
  return seen;
}

test("the home page's banners and a hall's tiles are images on the site's own origin", async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  const images = watchImages(page);
  for (const path of ['/', '/gameHall/2']) {
    const before = images.length;
    await page.goto(path);
    // The page's own pictures, from the API's assets (banners on /, provider and hall icons on a hall).
    await expect.poll(() => images.slice(before).filter((u) => u.pathname.startsWith('/assets/')).length, { message: path }).toBeGreaterThan(0);
  }
  const elsewhere = images.filter((u) => u.origin !== site).map((u) => u.href);
  expect(elsewhere, `images from another origin than ${site}`).toEqual([]);
  // What the page holds now, as well as what it asked for.
  const sources = await page.locator('img[src]').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
  expect(sources.filter((s) => /^https?:/.test(s) && new URL(s).origin !== site)).toEqual([]);
});

test("a demo game's window opens on the site's own origin", async ({ page, context, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  await page.goto('/gameHall/2');
  const card = page.locator('[data-testid=provider-card][data-gp-id=GPPG]');
  await card.getByTestId('provider-demo').click();
  const list = page.getByTestId('demo-provider-games');
  await expect(list.getByTestId('demo-provider-game').first()).toBeVisible();
  const popupPromise = context.waitForEvent('page');
  await list.getByTestId('demo-play').first().click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/sim\/game\//, { timeout: 30_000 });
  expect(new URL(popup.url()).origin).toBe(site);
  // The game page itself answers through the proxy: its balance shows.
  await expect(popup.getByTestId('balance')).toBeVisible();
});
