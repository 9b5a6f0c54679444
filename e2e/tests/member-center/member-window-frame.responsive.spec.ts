import { test } from '../../support/fixtures';
import { signIn } from '../../support/session';
import { setLocale } from '../host/support';
import { expect, loginAs, registerMember } from './member-support';

// The member window keeps its own frame on every /user path, on a phone too.
test.describe.configure({ timeout: 120_000 });

const BACK = { en_US: 'Back to account info', bn_BD: 'অ্যাকাউন্টের তথ্যে ফিরে যান' } as const;

for (const lang of ['en_US', 'bn_BD'] as const) {
  test(`an unknown member-window page shows the window's own not-found, with a way back to Info (${lang})`, async ({ page, baseURL }) => {
    const m = await registerMember();
    await setLocale(page, lang, baseURL ?? '');
    await signIn(page, m.id);
    await page.goto('/user/Nope');
    const screen = page.locator('.mfp-error-screen');
    await expect(screen).toHaveAttribute('data-status', '404', { timeout: 60_000 });
    // None of the public site around it: no site header, footer, tab bar or promotions layer.
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByTestId('lobby-overlay')).toHaveCount(0);
    const back = page.getByTestId('error-back');
    await expect(back).toHaveText(BACK[lang]);
    await back.click();
    await expect(page).toHaveURL(/\/user\/Info$/);
    await expect(page.getByTestId('page-Info')).toBeVisible();
  });
}

test("the account page opens without the site's promotions pop-up or red envelope over it; the contact fields stay uncovered", async ({ page }) => {
  const m = await registerMember();
  // The member bulletins the login loads decide the pop-up promotion (a fresh member has not closed it).
  const bulletins = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/bulletin/member'));
  await loginAs(page, m.id, '/user/Info');
  await bulletins;
  await expect(page.getByTestId('contact-card')).toBeVisible();
  // Whatever the bulletins asked for has loaded by the time the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('lobby-overlay')).toHaveCount(0);
  await expect(page.locator('.lb-overlay, .ant-modal-wrap:visible')).toHaveCount(0);
  const last = page.getByTestId('contact-member_others');
  await last.scrollIntoViewIfNeeded();
  const covered = await last.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + Math.min(r.width, 10) / 2, r.top + r.height / 2);
    return top === null || !(el === top || el.contains(top));
  });
  expect(covered, 'the last contact field is covered').toBe(false);
});
