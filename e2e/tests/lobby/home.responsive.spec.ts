import { expect as baseExpect, test } from '../../support/fixtures';
import { landAsMember, setLocale } from './lobby-helpers';

// The production run on a shared, busy machine: the first view can take many seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

const TEXT = {
  en_US: { visitorOnly: 'Scheduled maintenance of Saba Sports', memberOnly: 'Members: claim your red envelope', jackpot: 'Jackpot', games: 'Games' },
  bn_BD: { visitorOnly: 'সাবা স্পোর্টসের নির্ধারিত রক্ষণাবেক্ষণ', memberOnly: 'সদস্যরা: মেয়াদ শেষের আগে লাল খাম', jackpot: 'জ্যাকপট', games: 'গেম' },
} as const;

for (const locale of ['en_US', 'bn_BD'] as const) {
  test.describe(`home in ${locale}`, () => {
    test.beforeEach(async ({ page, baseURL }) => setLocale(page, locale, baseURL ?? ''));

    test('a visitor sees banners, the visitor marquee, the jackpot and the game list from the server', async ({ page }, info) => {
      await page.goto('/');
      const home = page.getByTestId('lobby-home');
      await expect(home).toBeVisible();
      await expect(page.getByTestId('lobby-banners')).not.toHaveAttribute('data-count', '0');
      await expect(page.getByTestId('lobby-banner').first()).toBeVisible();
      const marquee = page.getByTestId('lobby-marquee');
      await expect(marquee).toContainText(TEXT[locale].visitorOnly);
      await expect(marquee).not.toContainText(TEXT[locale].memberOnly);
      await expect(page.getByTestId('lobby-jackpot')).toContainText(TEXT[locale].jackpot);
      await expect(page.getByTestId('lobby-jackpot-value')).toHaveText(/\d{10}\.\d{2}$/);
      await expect(page.getByTestId('lobby-jackpot-value')).not.toHaveText(/0000000000\.00$/);
      await page.getByTestId('lobby-games').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('lobby-games')).toContainText(TEXT[locale].games);
      await expect(page.getByTestId('lobby-game').first()).toBeVisible();
      const mobile = info.project.name === 'mobile';
      await expect(home).toHaveAttribute('data-template', mobile ? 'bob' : 'site02');
    });

    test('a member (hand-off) sees the member marquee and the member home', async ({ page }) => {
      await landAsMember(page, 10001);
      const marquee = page.getByTestId('lobby-marquee');
      await expect(marquee).toContainText(TEXT[locale].memberOnly);
      await expect(marquee).not.toContainText(TEXT[locale].visitorOnly);
      // One marquee on the page (the lobby's): the host header shows none of its own.
      const shown = await page.evaluate((text) => document.body.innerText.split(text).length - 1, TEXT[locale].memberOnly);
      expect(shown).toBe(1);
      await expect(page.getByTestId('lobby-banner').first()).toBeVisible();
      await expect(page.getByTestId('lobby-jackpot-value')).toHaveText(/৳\s*\d{10}\.\d{2}$/);
    });
  });
}

test('content pages: discount list and detail, news under /main/{id}, FAQ, sponsors, app page', async ({ page }) => {
  await page.goto('/discount');
  await expect(page.getByTestId('lobby-discount')).toContainText('Welcome Bonus 100%');
  await page.getByRole('link', { name: /Welcome Bonus 100%/ }).click();
  await expect(page).toHaveURL(/\/discount\/\d+$/);
  await expect(page.getByTestId('lobby-discount-content')).toContainText('100% bonus');
  await page.goto('/main');
  await page.getByRole('link', { name: /BPL season betting/ }).click();
  await expect(page).toHaveURL(/\/main\/\d+$/);
  await expect(page.getByTestId('lobby-news-content')).toContainText('Bangladesh Premier League');
  await page.goto('/faq');
  await expect(page.getByTestId('lobby-faq')).toContainText('How do I deposit?');
  await page.goto('/faq/999999');
  await expect(page.getByTestId('lobby-faq-detail-missing')).toBeVisible();
  await page.goto('/sponsor');
  await expect(page.getByTestId('lobby-sponsor')).toContainText('Dhaka Dynamites');
  // No app link in the local site config: no button to a page that does not exist.
  await page.goto('/app');
  await expect(page.getByTestId('lobby-app-unavailable')).toBeVisible();
  await expect(page.getByTestId('lobby-app-android')).toHaveCount(0);
});

test('the app page offers the download links the site config gives', async ({ page }) => {
  const android = 'https://apps.example.test/bdplay.apk';
  await page.route('**/env-config/**', async (route) => {
    const config = (await (await route.fetch()).json()) as { linkHosts?: string[] };
    // Spec 8: the store's host must be one the site config permits, or the link is refused. The hosts the server
    // rendered with stay permitted: the links it drew (the float bar's) hydrate as the same anchors.
    const linkHosts = [...(config.linkHosts ?? []), 'apps.example.test'];
    await route.fulfill({ json: { ...config, appLinks: { android }, linkHosts } });
  });
  await page.goto('/app');
  await expect(page.getByTestId('lobby-app-android')).toHaveAttribute('href', android);
  await expect(page.getByTestId('lobby-app-ios')).toHaveCount(0);
});

test('a visitor asking for a real game on the home page gets the login-required confirm, as in the halls (spec 5 Play)', async ({ page }) => {
  await page.goto('/');
  const games = page.getByTestId('lobby-games');
  await games.getByRole('tab', { name: 'Live Casino' }).click();
  const real = games.getByRole('button', { name: /^Play / }).first();
  await real.click();
  await expect(page.getByTestId('login-required-box')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Please log in first')).toBeVisible();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  // Confirming opens the login modal.
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});
