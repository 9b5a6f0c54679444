import { test } from '../../support/fixtures';
import { api, expect, fund, loginAs, registerMember } from './member-support';

test.describe.configure({ timeout: 120_000 });

test('edits a contact field on Info and sees it after a reload', async ({ page }) => {
  const m = await registerMember();
  await loginAs(page, m.id, '/user/Info');
  const telegram = `@tg_${m.account}`;
  await page.getByTestId('contact-edit').click();
  const form = page.getByTestId('contact-form');
  // The shared contact rule (spec 5: 5-50 characters) stops a short value on the page.
  await form.getByLabel('Telegram').fill('abc');
  await page.getByTestId('contact-save').click();
  await expect(form.getByText('Must be 5 to 50 characters long')).toBeVisible();
  await form.getByLabel('Telegram').fill(telegram);
  await page.getByTestId('contact-save').click();
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();
  await expect(page.getByTestId('contact-member_telegram')).toHaveText(telegram);
  await page.reload();
  await expect(page.getByTestId('contact-member_telegram')).toHaveText(telegram, { timeout: 60_000 });
  const profile = await api<{ member_telegram: string }>('/api/member/profile', {}, m.tk);
  expect(profile.data.member_telegram).toBe(telegram);
});

test('sets the first withdraw password on Info, then withdraws with it', async ({ page }) => {
  const m = await registerMember({ withdrawPassword: '' });
  await fund(m.tk, 1000);
  const bound = await api('/api/arks/web/member-center/bank-account/bind', {
    bank_name: 'Sonali Bank', account_name: `Member Center ${m.account}`, account_number: `7${Date.now()}`.slice(0, 14),
  }, m.tk);
  expect(bound.code, bound.message).toBe(100);
  // Without a withdraw password, Withdrawal sends the member to Info to set one.
  await loginAs(page, m.id, '/user/Withdrawal');
  await expect(page.getByTestId('withdraw-no-password')).toBeVisible();
  await page.getByRole('button', { name: 'Set withdraw password' }).click();
  await expect(page).toHaveURL(/\/user\/Info$/);
  const card = page.getByTestId('withdraw-password');
  await expect(card).toHaveAttribute('data-set', '0');
  await card.getByLabel('Withdraw password (4 digits)').fill('2468');
  await card.getByLabel('Confirm withdraw password').fill('2468');
  await page.getByTestId('withdraw-password-save').click();
  await expect(page.getByText('Your withdraw password has been set.')).toBeVisible();
  await expect(card).toHaveAttribute('data-set', '1');
  await expect(card.getByRole('button', { name: 'Verify and reset' })).toBeVisible();

  await page.getByTestId('menu-Withdrawal').click();
  const withdrawal = page.getByTestId('page-Withdrawal');
  await withdrawal.getByLabel('Amount').fill('600');
  await withdrawal.getByLabel('Withdraw password').fill('1357');
  await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Withdraw password is wrong')).toBeVisible();
  await withdrawal.getByLabel('Withdraw password').fill('2468');
  await withdrawal.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByTestId('withdraw-order')).toBeVisible();
  const cash = await api<{ total: number }>('/api/member/profile/my_cash', {}, m.tk);
  expect(cash.data.total).toBe(400);
});
