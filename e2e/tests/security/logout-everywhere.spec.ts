import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { test } from '../../support/fixtures';
import { expect, handOff, landAs, registerMember } from './security-support';

test.describe.configure({ timeout: 180_000 });

// shared is a CommonJS package: its constants are required, not imported by name.
const { MEMBER_CHANNEL_WAIT_MS } = createRequire(import.meta.url)('@mfp/shared/constants') as typeof import('@mfp/shared/constants');

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

test('a login of another member in one window is followed by the other windows of the site, as a logout is', async ({ page, context }) => {
  // The pages' clock (time runs as usual), so that the member-channel watch can be run through, not waited out.
  await context.clock.install();
  const first = await registerMember('la');
  const other = await registerMember('lb');
  const tokenA = await landAs(page, first.id);
  await expect(page.getByTestId('header-account')).toContainText(first.account);

  // A second tab of the same browser: member B logs in there (login hand-off).
  const second = await context.newPage();
  const { enc } = await handOff(other.id);
  await second.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect(second.getByTestId('header-account')).toContainText(other.account);
  const tokenB = await storedToken(second);
  expect(tokenB).not.toBe(tokenA);

  // The first tab now shows member B, on B's token.
  await expect(page.getByTestId('header-account')).toContainText(other.account);
  await expect(page.getByTestId('header-account')).not.toContainText(first.account);
  expect(await storedToken(page)).toBe(tokenB);
  // Each tab started the member-channel watch for B when B's session began there: a tab without B's private
  // channel by then logs out. Its timer fires within this run of the clock, in both tabs; B stays logged in
  // in both and B's token still works.
  await context.clock.runFor(MEMBER_CHANNEL_WAIT_MS);
  // A logout clears the stored token (shared by the tabs) in the timer's own turn, whichever tab ran it.
  expect(await storedToken(second)).toBe(tokenB);
  for (const p of [page, second]) await expect(p.getByTestId('header-account')).toContainText(other.account);
  expect((await api('/api/member/profile/my_cash', {}, tokenB ?? '')).code).toBe(100);
});
