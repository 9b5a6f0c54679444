import { expect as baseExpect, test } from '../../support/fixtures';
import { consolePost } from './lobby-helpers';

// The production run on a shared, busy machine: the first view can take many seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

test('a marquee published through the console appears without a reload', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('lobby-marquee-item').first()).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (f) => f === page.mainFrame() && (navigations += 1));
  const text = `Live notice ${Date.now()}`;
  // The socket joins the channel a moment after the page shows; publish again until one event lands.
  await expect(async () => {
    await consolePost(request, 'marquee', { content: text });
    await baseExpect(page.getByTestId('lobby-marquee')).toContainText(text, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  expect(navigations).toBe(0);
});

test('a banner added through the console joins the carousel without a reload', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('lobby-banner').first()).toBeVisible();
  const title = `Console banner ${Date.now()}`;
  const added = page.locator(`[data-testid="lobby-banner"][aria-label="${title}"]`);
  await expect(async () => {
    await consolePost(request, 'carousel', { use_type: 0, title, link_type: 1, url: '/faq' });
    await baseExpect(added.first()).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
});
