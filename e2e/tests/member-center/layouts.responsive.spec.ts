import { test } from '../../support/fixtures';
import { expect, loginAs, registerMember } from './member-support';

test.describe.configure({ timeout: 120_000 });

const TITLES = { en_US: 'My wallet', bn_BD: 'আমার ওয়ালেট' } as const;

for (const lang of ['en_US', 'bn_BD'] as const) {
  test(`member window layout in ${lang}`, async ({ page }, info) => {
    const m = await registerMember();
    const mobile = info.project.name === 'mobile';
    if (!mobile) await page.setViewportSize({ width: 1500, height: 800 });
    await loginAs(page, m.id, '/user/MyWallet', lang);
    const root = page.getByTestId('member-center');
    await expect(root).toHaveAttribute('data-layout', mobile ? 'mobile' : 'desktop');
    await expect(page.getByRole('heading', { name: TITLES[lang], level: mobile ? 4 : 3 })).toBeVisible();
    await expect(page.getByTestId('wallet-total')).not.toHaveText('-');
    await page.screenshot({ path: info.outputPath(`wallet-${lang}.png`) });
    if (mobile) {
      await expect(page.getByTestId('member-menu')).toBeHidden();
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('member-menu')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`menu-${lang}.png`) });
      await page.getByTestId('menu-Letter').click();
      await expect(page.getByTestId('member-menu')).toBeHidden();
    } else {
      await expect(page.getByTestId('member-menu')).toBeVisible();
      await page.getByTestId('menu-Letter').click();
    }
    await expect(page.getByTestId('page-Letter')).toBeVisible();
    await page.getByTestId(mobile ? 'menu-toggle' : 'menu-Deposit').click();
    if (mobile) await page.getByTestId('menu-Deposit').click();
    await expect(page.getByTestId('page-Deposit')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`deposit-${lang}.png`) });
  });
}
