import { test } from '../../support/fixtures';
import { MEMBER_CENTER_PAGES } from '../../support/shared-routes';
import { NOBANK, api, consoleCall, expect, fund, handoff, loginAs, registerMember } from './member-support';

test.describe.configure({ timeout: 120_000 });

// Every page of the menu: BindAccount is reached from Deposit, not from the menu.
const PAGES = MEMBER_CENTER_PAGES.filter((p) => p !== 'BindAccount');

test('walks every menu item; /user alone opens Info', async ({ page }) => {
  const m = await registerMember();
  await loginAs(page, m.id, '/user');
  await expect(page).toHaveURL(/\/user\/Info$/);
  await expect(page.getByTestId('page-Info')).toBeVisible();
  await expect(page.getByTestId('profile-member_account')).toHaveText(m.account);
  for (const p of PAGES) {
    await page.getByTestId(`menu-${p}`).click();
    await expect(page).toHaveURL(new RegExp(`/user/${p}$`));
    await expect(page.getByTestId(`page-${p}`)).toBeVisible();
    await expect(page.getByTestId('page-error')).toHaveCount(0);
  }
});

test('transfers every balance back and shows the total; the button counts down', async ({ page }) => {
  const m = await registerMember();
  await fund(m.tk, 1000);
  for (const [to, amount] of [['GPPG', 120.5], ['GPJL', 80]] as const) {
    const r = await api('/api/arks/web/member-center/transfer', { from_wallet: 'main', to_wallet: to, amount }, m.tk);
    expect(r.code, r.message).toBe(100);
  }
  await loginAs(page, m.id, '/user/MyWallet');
  await expect(page.getByTestId('wallet-total')).toHaveText('৳ 1,000.00');
  await expect(page.getByTestId('wallet-GPPG')).toHaveText('৳ 120.50');
  await expect(page.getByTestId('wallet-main')).toHaveText('৳ 799.50');
  await page.getByTestId('transfer-back').click();
  await expect(page.getByTestId('transfer-back')).toBeDisabled();
  await expect(page.getByTestId('transfer-back')).toContainText(/Try again in \d+ s/);
  await expect(page.getByTestId('wallet-GPPG')).toHaveText('৳ 0.00');
  await expect(page.getByTestId('wallet-GPJL')).toHaveText('৳ 0.00');
  await expect(page.getByTestId('wallet-main')).toHaveText('৳ 1,000.00');
  await expect(page.getByTestId('wallet-total')).toHaveText('৳ 1,000.00');
  await expect(page.getByTestId('transfer-back')).toBeEnabled({ timeout: 20_000 });
  // Nothing left to collect: code 101 shows its catalogue message.
  await page.getByTestId('transfer-back').click();
  await expect(page.getByText(/no wallet balance to collect/i)).toBeVisible();
});

test('a letter sent from the console arrives, and reading it drops the badge', async ({ page }) => {
  const m = await registerMember();
  await loginAs(page, m.id, '/user/Letter');
  await expect(page.getByTestId('letter-unread')).toHaveText('0');
  const title = `Console letter ${Date.now()}`;
  const sent = await consoleCall<{ id: number }>('/letter', { member_id: m.id, title, content: '<p><b>Bold news</b><script>window.__x=1</script></p>' });
  expect(sent.code, sent.message).toBe(100);
  // Over real time, or on the next visit if the socket is slow.
  await expect(async () => {
    if (!(await page.getByText(title).isVisible())) await page.reload();
    await expect(page.getByText(title)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('letter-unread')).toHaveText('1');
  await page.getByText(title).click();
  await expect(page.getByText('Bold news')).toBeVisible();
  await expect(page.getByTestId('letter-unread')).toHaveText('0');
  await expect(page.getByTestId(`letter-${sent.data.id}`)).toHaveAttribute('data-read', '1');
  expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
  const list = await api<{ unread_count: number }>('/api/arks/web/member/letter', { page: 1 }, m.tk);
  expect(list.data.unread_count).toBe(0);
});

test('the unbound-bank member is prompted on Deposit and can bind an account', async ({ page }) => {
  // An earlier run on this database may have bound nobank01: the console puts it back to the seed.
  expect((await consoleCall('/member/reset', { member_id: NOBANK.id })).code).toBe(100);
  const { tk } = await handoff(NOBANK.id);
  const before = await api<{ need_bank_account_deposit_verified: number }>('/api/member/profile/common/layout', {}, tk);
  expect(before.data.need_bank_account_deposit_verified).toBe(1);
  await loginAs(page, NOBANK.id, '/user/Deposit');
  // The promotion pop-up is a dialog too and may open at any moment: the prompt is found by its name.
  const prompt = page.getByRole('dialog', { name: 'Bind a bank account first' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Bind a bank account' }).click();
  await expect(page).toHaveURL(/\/user\/BindAccount$/);
  const form = page.getByTestId('bind-form');
  await form.getByLabel('Account number').fill('12ab');
  await form.getByRole('button', { name: 'Bind account' }).click();
  await expect(page.getByText('The account number is 8-20 digits.')).toBeVisible();
  await form.getByLabel('Bank name').fill('Sonali Bank');
  await form.getByLabel('Account holder').fill('Demo Member 6');
  await form.getByLabel('Account number').fill(String(Date.now()).slice(-12));
  await form.getByRole('button', { name: 'Bind account' }).click();
  await expect(page).toHaveURL(/\/user\/Deposit$/);
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText('Payment channel')).toBeVisible();
  const after = await api<{ need_bank_account_deposit_verified: number }>('/api/member/profile/common/layout', {}, tk);
  expect(after.data.need_bank_account_deposit_verified).toBe(0);
});

test('a deposit request, marked successful by the console, marks the order received and updates the balance', async ({ page }) => {
  const m = await registerMember();
  await loginAs(page, m.id, '/user/Deposit');
  await expect(page.getByTestId('deposit-steps')).toHaveCount(0);
  await page.getByRole('radio').first().check();
  // The chosen channel is explained: its name, its range and how the order is paid.
  const steps = page.getByTestId('deposit-steps');
  await expect(steps).toContainText('How to deposit with bKash');
  await expect(steps).toContainText('৳ 200.00 to ৳ 25,000.00');
  await page.getByRole('radio').nth(1).check();
  await expect(steps).toContainText('How to deposit with Nagad');
  await page.getByRole('radio').first().check();
  await page.getByLabel('Amount').fill('600');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const order = page.getByTestId('deposit-order');
  await expect(order).toBeVisible();
  const orderNumber = /D\d+[A-F0-9]+/.exec((await order.textContent()) ?? '')?.[0];
  expect(orderNumber).toBeTruthy();
  expect((await consoleCall('/deposit/success', { order_number: orderNumber })).code).toBe(100);
  await expect(order).toHaveAttribute('data-received', '1');
  await expect(order).toContainText('Deposit received');
  await page.getByTestId('menu-MyWallet').click();
  await expect(page.getByTestId('wallet-total')).toHaveText('৳ 600.00');
  await page.getByTestId('menu-DWRecord').click();
  await expect(page.getByTestId('page-DWRecord').getByText(orderNumber!)).toBeVisible();
});
