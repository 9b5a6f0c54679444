import { test } from '../../support/fixtures';
import {
  expect,
  openAgentArea,
  AGENT_ACTIVE,
  AGENT_INACTIVE,
  WITHDRAW_PASSWORD,
  captchaAnswerIn,
  createActiveAgent,
  freshAccount,
  freshPhone,
  AGENT_CENTER_PAGES,
  loginAs,
  mainBalance,
  registerUnderAgent,
  smsCodeFor,
} from './agent-support';

test.describe('agent center at /proxy', () => {
  // Each test opens several full pages of a loaded machine: the walk alone has taken close to 4 minutes.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor sees Plan and Agreement and is asked to log in for the rest', async ({ page }) => {
    await openAgentArea(page, '/proxy');
    const area = page.getByTestId('agent-center');
    await expect(area).toHaveAttribute('data-page', 'Plan');
    await expect(page.getByTestId('agent-plan').getByRole('row')).not.toHaveCount(0);
    await expect(page.getByTestId('agent-plan')).toContainText('৳');
    await page.getByRole('link', { name: 'Agreement' }).click();
    await expect(page.getByTestId('agent-agreement')).toBeVisible();
    await expect(page.getByTestId('agent-agreement').locator('.agent-html')).not.toBeEmpty();

    await openAgentArea(page, '/proxy?page=DownlineInfo');
    await expect(page.getByTestId('agent-login-required')).toBeVisible();
    await expect(page.getByTestId('agent-downline')).toHaveCount(0);
    // The shared login-required box of the host asks first; confirming it opens the login modal.
    await expect(page.getByTestId('login-required-box')).toBeVisible();
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('login-required-box') })
      .getByRole('button', { name: /confirm/i })
      .click();
    // The host's auth overlay answers the shared login request with its login form.
    await expect(
      page
        .getByRole('dialog')
        .filter({ has: page.locator('input[type="password"]') })
        .first(),
    ).toBeVisible();
  });

  test('an inactive agent lands on Register, whatever agent page the link names', async ({ page }) => {
    await loginAs(page, AGENT_INACTIVE.id, '/proxy?page=Transfer');
    await expect(page.getByTestId('agent-center')).toHaveAttribute('data-page', 'Register');
    await expect(page).toHaveURL(/page=Register/);
    await expect(page.getByTestId('agent-pending')).toBeVisible();
    await expect(page.getByTestId('agent-proxy-center')).toHaveCount(0);
  });

  test('an active agent goes to ProxyCenter and walks every sub-page', async ({ page }) => {
    await loginAs(page, AGENT_ACTIVE.id, '/proxy');
    const area = page.getByTestId('agent-center');
    await expect(area).toHaveAttribute('data-page', 'ProxyCenter');
    await expect(page).toHaveURL(/page=ProxyCenter/);
    // member_type 2: the agent level names are fetched and shown.
    await expect(page.getByTestId('agent-level-name')).not.toHaveText(/^Level \d/);
    await expect(page.getByTestId('agent-level-name')).not.toBeEmpty();
    await expect(page.getByTestId('agent-downline').getByRole('row', { name: /downline01/ })).toBeVisible();

    for (const [name, testId] of AGENT_CENTER_PAGES) {
      await page
        .getByTestId('agent-proxy-center')
        // By attribute: a role query waits forever while the pop-up promotion hides the page from the tree.
        .locator('[role="menuitem"]')
        .nth(AGENT_CENTER_PAGES.findIndex(([n]) => n === name))
        .click();
      await expect(page).toHaveURL(new RegExp(`page=${name}`));
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId('agent-error')).toHaveCount(0);
    }
    await openAgentArea(page, '/proxy?page=Promotion');
    await expect(page.getByTestId('agent-register-link')).toHaveValue(
      new RegExp(`/register\\?id=${AGENT_ACTIVE.id}`),
    );
    await expect(page.getByTestId('agent-qr').locator('canvas, svg').first()).toBeVisible();
    await expect(page.getByTestId('agent-promotion')).toContainText('agent.localhost');

    await openAgentArea(page, '/proxy?page=StratifiedTable');
    await expect(page.getByTestId('agent-stratified').locator('.ant-table-summary')).toContainText('৳');
    await openAgentArea(page, '/proxy?page=PerformanceSettlement');
    await expect(page.getByTestId('agent-settlement').locator('tbody tr.ant-table-row')).toHaveCount(6);
  });

  test("a member registered through the agent link (auth register modal) appears in that agent's DownlineInfo", async ({
    page,
    browser,
  }) => {
    // An agent of its own: the seeded agent's downline and session are shared with parallel specs.
    const agent = await createActiveAgent();
    await loginAs(page, agent.id, '/proxy?page=Promotion');
    const link = new URL(await page.getByTestId('agent-register-link').inputValue());
    expect(link.searchParams.get('id')).toBe(String(agent.id));

    // A visitor in a browser of their own lands through the agent's id (spec 2 landing query) and registers in the modal.
    const visitorContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.addLocatorHandler(visitor.getByTestId('lobby-popup-close'), (close) => close.click());
      await visitor.goto(`/?id=${link.searchParams.get('id')}`);
      await visitor.getByTestId('header-register').click();
      const modal = visitor.getByTestId('register-modal');
      const form = modal.getByTestId('register-form');
      await expect(form).toBeVisible({ timeout: 60_000 });
      await expect(form.getByTestId('register-agent')).toHaveValue(String(agent.id));
      await expect(visitor.getByTestId('register-currency')).toContainText('BDT');

      const account = freshAccount('dl');
      const phone = freshPhone();
      await form.getByLabel('Account').fill(account);
      await form.getByLabel('Password', { exact: true }).fill('Passw0rd1');
      await form.getByLabel('Confirm password').fill('Passw0rd1');
      await form.getByLabel('Real name').fill(`Downline ${account}`);
      await form.getByTestId('register-phone').fill(phone);
      await form.getByTestId('sms-button').click();
      await expect(form.getByTestId('sms-button')).toBeDisabled();
      await expect.poll(() => smsCodeFor(phone)).toMatch(/^\d{6}$/);
      await form.getByLabel('SMS code').fill(await smsCodeFor(phone));
      await form.getByTestId('answer-input').fill(await captchaAnswerIn(form));
      await form.getByTestId('register-agreement').check();
      await form.getByTestId('register-submit').click();
      // Success logs the new member in: the modal closes and the header shows the account.
      await expect(visitor.getByTestId('header-account')).toContainText(account, { timeout: 60_000 });
      await expect(modal).toBeHidden();

      // The agent's DownlineInfo lists the new member, and only under this agent.
      await openAgentArea(page, '/proxy?page=DownlineInfo');
      const downline = page.getByTestId('agent-downline');
      await expect(downline.locator('tbody tr.ant-table-row')).toHaveCount(1);
      await expect(downline.getByRole('row', { name: new RegExp(account) })).toBeVisible();
      await downline.getByRole('searchbox').fill(account);
      await downline.getByRole('button', { name: 'Search' }).click();
      await expect(downline.getByRole('row', { name: new RegExp(account) })).toBeVisible();
    } finally {
      await visitorContext.close();
    }
  });

  test('a transfer to a downline member changes both balances', async ({ page }) => {
    const target = await registerUnderAgent(String(AGENT_ACTIVE.id));
    const agentBefore = await mainBalance(AGENT_ACTIVE.id);
    const targetBefore = await mainBalance(target.id);
    await loginAs(page, AGENT_ACTIVE.id, '/proxy?page=Transfer');
    const form = page.getByTestId('agent-transfer');

    // Bad input is refused with a message and the typed values stay.
    await form.getByLabel('Member account').fill(target.account);
    await form.getByLabel(/^Amount/).fill('12.345');
    await form.getByLabel('Withdraw password').fill('12');
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form).toContainText('at most 2 decimals');
    await expect(form).toContainText('4 digits');
    await expect(form.getByLabel('Member account')).toHaveValue(target.account);

    await form.getByLabel(/^Amount/).fill('25.50');
    await form.getByLabel('Withdraw password').fill(WITHDRAW_PASSWORD);
    await form.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByTestId('agent-transfer-confirm');
    await expect(confirm).toContainText(target.account);
    await expect(confirm).toContainText('৳ 25.50');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByTestId('agent-transfer-done')).toContainText(target.account);

    expect(await mainBalance(AGENT_ACTIVE.id)).toBeCloseTo(agentBefore - 25.5, 2);
    expect(await mainBalance(target.id)).toBeCloseTo(targetBefore + 25.5, 2);
    await expect(page.getByTestId('agent-balance')).toContainText(
      (agentBefore - 25.5).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
  });

  test('a transfer to someone outside the downline shows the server refusal', async ({ page }) => {
    await loginAs(page, AGENT_ACTIVE.id, '/proxy?page=Transfer');
    const form = page.getByTestId('agent-transfer');
    await form.getByLabel('Member account').fill('demousd01');
    await form.getByLabel(/^Amount/).fill('1');
    await form.getByLabel('Withdraw password').fill(WITHDRAW_PASSWORD);
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByTestId('agent-transfer-error')).toContainText('not in your downline');
  });
});
