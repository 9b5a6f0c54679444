import type { Locator, Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { captchaAnswerFor } from '../../support/members';
import { openInApp } from '../../support/navigation';
import { PORT_BASE } from '../../support/remotes';
import { signIn } from '../../support/session';
import { api, consoleCall, expect, loginAs, registerMember } from './member-support';

// Safer play: limits, loss limit, reality check, time-out and self-exclusion, in both languages.
test.setTimeout(120_000);

const SITE = process.env.MFP_SITE_URL ?? `http://127.0.0.1:${PORT_BASE}`;
const PASSWORD = 'Abc12345';
const SP = '/api/arks/web/safer-play';

/** The texts the specs read, per language (the rest goes by test id). */
const TEXT = {
  en_US: { timeOut: 'You are taking a break until', excluded: 'You have excluded yourself', lossReached: 'Play opens again at', above: 'above your deposit limit' },
  bn_BD: { timeOut: 'পর্যন্ত বিরতিতে আছেন', excluded: 'নিজেকে এই সাইট থেকে সরিয়ে রেখেছেন', lossReached: 'থেকে আবার খেলা যাবে', above: 'জমার সীমার বেশি' },
} as const;
type Lang = keyof typeof TEXT;
/** A time written in the language's digits (Bengali digits in bn_BD). */
const TIME = { en_US: /\d{1,2}:\d{2}/, bn_BD: /[০-৯]{1,2}:[০-৯]{2}/ } as const;

async function setLimit(page: Page, kind: 'deposit' | 'loss', amount: string): Promise<Locator> {
  const row = page.getByTestId(`limit-${kind}-24h`);
  await row.getByTestId(`limit-input-${kind}-24h`).fill(amount);
  await row.getByTestId(`limit-save-${kind}-24h`).click();
  return row;
}

async function depositForm(page: Page, amount: string): Promise<void> {
  const deposit = page.getByTestId('page-Deposit');
  await deposit.getByRole('radio').first().check();
  await deposit.getByRole('spinbutton').fill(amount);
  await deposit.locator('button[type=submit]').click();
}

/** Logs in through the login modal (captcha from the loopback route); returns the modal. */
async function tryLogin(page: Page, account: string): Promise<Locator> {
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.locator('input[autocomplete=username]').fill(account);
  await modal.locator('input[autocomplete=current-password]').fill(PASSWORD);
  const image = modal.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  await modal.getByTestId('answer-input').fill(await captchaAnswerFor((await image.getAttribute('data-captcha-token')) ?? ''));
  await modal.getByTestId('login-submit').click();
  return modal;
}

for (const lang of ['en_US', 'bn_BD'] as const satisfies readonly Lang[]) {
  test.describe(`safer play (${lang})`, () => {
    test('a 24-hour deposit limit: a deposit under it goes through, one above it is refused naming the allowance; a raise waits as pending', async ({ page }) => {
      const m = await registerMember();
      await loginAs(page, m.id, '/user/SaferLimits', lang);
      const row = await setLimit(page, 'deposit', '2000');
      await expect(row.getByTestId('limit-amount-deposit-24h')).toHaveText('৳ 2,000.00');

      await openInApp(page, '/user/Deposit');
      await expect(page.getByTestId('deposit-allowance')).toContainText('৳ 2,000.00');
      await depositForm(page, '1200');
      await expect(page.getByTestId('deposit-order')).toBeVisible();
      await page.getByTestId('deposit-order').getByRole('button').click();
      await expect(page.getByTestId('deposit-allowance')).toContainText('৳ 800.00');
      await expect(page.getByTestId('deposit-allowance')).toContainText(TIME[lang]);

      await depositForm(page, '900');
      const problem = page.getByTestId('page-Deposit').locator('.ant-form-item-explain-error');
      await expect(problem).toContainText(TEXT[lang].above);
      await expect(problem).toContainText('৳ 800.00');
      await expect(page.getByTestId('page-Deposit').getByRole('spinbutton')).toHaveValue('900.00');
      // The server holds the same line on its own.
      const channels = await api<{ list: { id: number }[] }>('/api/arks/web/member-center/deposit/channels', {}, m.tk);
      const refused = await api<{ allowance: number; grows_at: string }>('/api/arks/web/member-center/deposit', { channel_id: channels.data.list[0]!.id, amount: 900 }, m.tk);
      expect(refused.code).toBe(601);
      expect(refused.data.allowance).toBe(800);

      await openInApp(page, '/user/SaferLimits');
      await setLimit(page, 'deposit', '5000');
      const pending = page.getByTestId('limit-pending-deposit-24h');
      await expect(pending).toContainText('৳ 5,000.00');
      await expect(pending).toContainText(TIME[lang]);
      await expect(page.getByTestId('limit-amount-deposit-24h')).toHaveText('৳ 2,000.00');
    });

    test('a reached loss limit refuses a game with the time play opens again', async ({ page }) => {
      const m = await registerMember();
      await loginAs(page, m.id, '/user/SaferLimits', lang);
      const row = await setLimit(page, 'loss', '100');
      await expect(row.getByTestId('limit-amount-loss-24h')).toHaveText('৳ 100.00');
      expect((await api('/__test/bet-record', { member_id: m.id, bet_amount: 150, payout: 20 })).code).toBe(100);

      await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
      await page.getByTestId('game-card').first().getByTestId('play-game').click();
      const toast = page.locator('.mfg-toast');
      await expect(toast).toContainText(TEXT[lang].lossReached);
      await expect(toast).toContainText(TIME[lang]);
    });

    test('a reality check at its interval shows in both windows with time and net position since login, holds against an outside click; "Log out" logs out', async ({ page, context }) => {
      const m = await registerMember();
      expect((await api(`${SP}/reality-check`, { minutes: 15, show_clock: 1 }, m.tk)).code).toBe(100);
      // The clock is the context's: the member window opened below runs on it too.
      await page.clock.install();
      await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: SITE }]);
      await signIn(page, m.id);
      expect((await api('/__test/bet-record', { member_id: m.id, bet_amount: 50, payout: 20 })).code).toBe(100);
      await page.goto('/');
      await page.getByTestId('header-account').waitFor();
      await expect(page.getByTestId('session-clock')).toBeVisible();
      const opened = context.waitForEvent('page');
      // Each window reads the session's login time and the server's clock once; a window that reads it after the
      // jump below takes the server's (real) time and rightly shows nothing yet.
      const memberSession = context.waitForEvent('response', {
        predicate: (r) => r.url().endsWith(`${SP}/session`) && !r.request().serviceWorker() && r.frame().page() !== page,
        timeout: 60_000,
      });
      await page.getByTestId('header-member-center').click();
      const member = await opened;
      await expect(member.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
      await (await memberSession).finished();
      // Nothing may be loading in either window at the jump: a script loader's time-out fires in it, and the page
      // reloads as it does after a failed chunk, now on the server's (real) clock.
      await member.waitForLoadState('networkidle');
      await page.waitForLoadState('networkidle');

      await page.clock.fastForward('15:00');
      const box = page.getByTestId('reality-check-box');
      await expect(box).toBeVisible();
      await expect(member.getByTestId('reality-check-box')).toBeVisible();
      // Login came before the page (and its clock) loaded: a quarter of an hour and however long the load took.
      await expect(page.getByTestId('reality-elapsed')).toHaveText(lang === 'en_US' ? /^1[5-9]:[0-5]\d$/ : /^১[৫-৯]:[০-৫][০-৯]$/);
      await expect(page.getByTestId('reality-net')).toHaveText('-৳ 30.00');
      await page.mouse.click(5, 5);
      await page.keyboard.press('Escape');
      await expect(box).toBeVisible();
      // Answered in one window, the box closes in the other.
      await member.getByTestId('reality-keep').click();
      await expect(box).toBeHidden();

      await page.clock.fastForward('15:00');
      await expect(box).toBeVisible();
      const closed = member.waitForEvent('close');
      await page.getByTestId('reality-logout').click();
      await expect(page.getByTestId('header-login')).toBeVisible();
      await closed;
      await expect(box).toBeHidden();
    });

    test('a time-out logs out both open windows and refuses the next login naming its end', async ({ page, context }) => {
      const m = await registerMember();
      await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: SITE }]);
      await signIn(page, m.id);
      await page.goto('/');
      await page.getByTestId('header-account').waitFor();
      const opened = context.waitForEvent('page');
      await page.getByTestId('header-member-center').click();
      const member = await opened;
      await expect(member.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
      await openInApp(member, '/user/TakeBreak');
      await member.getByTestId('timeout-period-24h').click();
      await member.getByTestId('timeout-password').fill(PASSWORD);
      const closed = member.waitForEvent('close');
      await member.getByTestId('timeout-submit').click();
      // The member window closes itself when its session ends; the main window is logged out by the socket event.
      await closed;
      await expect(page.getByTestId('header-login')).toBeVisible();

      const modal = await tryLogin(page, m.account);
      const error = modal.getByTestId('login-error');
      await expect(error).toContainText(TEXT[lang].timeOut);
      await expect(error).toContainText(TIME[lang]);
    });

    test('a self-excluded member is logged out, cannot log in and gets no letter', async ({ page }) => {
      const m = await registerMember();
      await loginAs(page, m.id, '/user/SelfExclusion', lang);
      await page.getByTestId('exclusion-period-6m').click();
      await page.getByTestId('exclusion-password').fill(PASSWORD);
      await page.getByTestId('exclusion-submit').click();
      await expect(page.getByTestId('header-login')).toBeVisible();

      const modal = await tryLogin(page, m.account);
      await expect(modal.getByTestId('login-error')).toContainText(TEXT[lang].excluded);
      const letter = await consoleCall('/letter', { member_id: m.id, title: 'We miss you', content: 'Come back' });
      expect(letter.code).toBe(604);
    });
  });
}
