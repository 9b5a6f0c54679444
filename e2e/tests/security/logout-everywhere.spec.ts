import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { test } from '../../support/fixtures';
import { expect, landAs, registerMember } from './security-support';

test.describe.configure({ timeout: 180_000 });

const storedToken = (p: Page) => p.evaluate(() => localStorage.getItem('token'));

test('logout in one window clears the token in every open window of the site, the member-center pop-up included', async ({ page, context }) => {
  const member = await registerMember('lo');
  const token = await landAs(page, member.id);
  await expect(page.getByTestId('header-account')).toContainText(member.account);

  // A second tab of the same browser, on another page of the site, restored from the stored token.
  const second = await context.newPage();
  await second.goto('/faq');
  await expect(second.getByTestId('header-account')).toContainText(member.account);

  // The member center, opened as its pop-up from the first tab.
  const [center] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('header-member-center').click()]);
  await expect(center.locator('[data-remote="mfe_member_center"]')).toBeVisible();
  const centerClosed = center.waitForEvent('close');

  // The member logs out in the second tab (not the pop-up's opener).
  await second.getByTestId('header-logout').click();
  await expect(second.getByTestId('header-login')).toBeVisible();

  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await centerClosed;
  for (const p of [page, second]) expect(await storedToken(p)).toBeNull();
  // And the server no longer accepts the token.
  expect((await api('/api/member/profile/my_cash', {}, token)).code).not.toBe(100);
});
