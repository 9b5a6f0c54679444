import { expect, test } from '../../support/fixtures';
import { registerUsdMember, uniqueSuffix } from '../../support/members';
import { memberChannelJoined } from '../../support/member-channel';
import { signIn } from '../../support/session';
import { openLogin, submitLogin } from '../auth/auth-helpers';
import { setLocale } from './support';

// A member logged in, a second window or browser, a login modal: generous budgets on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** What each forced logout says (spec 4; 'already login' is the spec's own text). */
const TEXTS = {
  en_US: {
    alreadyLogin: 'Your account has been logged in elsewhere.',
    sessionExpired: 'Your session has expired. Please log in again.',
    otherWindowLogout: 'You were logged out in another window.',
  },
  bn_BD: {
    alreadyLogin: 'আপনার অ্যাকাউন্টে অন্য কোথাও থেকে লগইন করা হয়েছে।',
    sessionExpired: 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',
    otherWindowLogout: 'অন্য একটি উইন্ডোতে আপনাকে লগআউট করা হয়েছে।',
  },
} as const;

type Page = import('@playwright/test').Page;

/**
 * Keeps every toast text the page shows: a toast lasts 3 s (spec 9) and can come and go while the
 * fixtures close the visitor's pop-up promotion on / (a locator handler holds every other wait).
 */
async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver(() => {
      for (const n of document.querySelectorAll('.ant-message-notice')) {
        const text = n.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const toasts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);

/** Waits until the page has shown this toast. */
const toldOnce = (page: Page, text: string) =>
  expect.poll(() => toasts(page), { timeout: 60_000 }).toContain(text);

/** A fresh member of this spec, logged in and moved off / (so the move to / can be seen). */
async function memberOnFaq(page: Page, locale: keyof typeof TEXTS, baseURL: string) {
  await recordToasts(page);
  const account = `lr${uniqueSuffix()}`.slice(0, 12);
  const member = await registerUsdMember(account, `Logout ${account}`);
  await setLocale(page, locale, baseURL);
  await signIn(page, member.id);
  // A forced logout comes over the member's channel: nothing that causes one starts before the page has joined it.
  const joined = memberChannelJoined(page, member.id);
  await page.goto('/faq');
  await expect(page.getByTestId('header-account')).toContainText(account);
  await joined;
  return member;
}

const onHome = (page: Page) => expect.poll(() => new URL(page.url()).pathname).toBe('/');

for (const locale of ['en_US', 'bn_BD'] as const) {
  test.describe(`each logout reason shows its message (${locale})`, () => {
    test("logged in elsewhere: 'already login'", async ({ page, baseURL, browser }) => {
      const member = await memberOnFaq(page, locale, baseURL!);
      // The same member logs in with the login form in another browser: the server sends the login event.
      const elsewhere = await browser.newContext();
      try {
        const other = await elsewhere.newPage();
        // The visitor's pop-up promotion may cover the form there: closed as a member would.
        await other.addLocatorHandler(
          other.getByTestId('lobby-popup-close').first(),
          (close) => close.click(),
          { noWaitAfter: true },
        );
        const modal = await openLogin(other);
        const login = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
        await submitLogin(page.request, modal, member.account, 'Passw0rd');
        // The server's answer first: a refused login (a limit, a captcha) names its code and message.
        const reply = (await (await login).json()) as { code: number; message: string };
        expect(reply.code, reply.message).toBe(100);
        await expect(other.getByTestId('header-account')).toContainText(member.account);
      } finally {
        await elsewhere.close();
      }
      await toldOnce(page, TEXTS[locale].alreadyLogin);
      await expect(page.getByTestId('header-login')).toBeVisible();
      await onHome(page);
    });

    test('a 401: session expired', async ({ page, baseURL }) => {
      await memberOnFaq(page, locale, baseURL!);
      await page.route('**/api/member/profile/my_cash', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: '{"code":401,"message":"Unauthorized","data":null}',
        }),
      );
      await page.locator('.mfp-member__cash button').click();
      await toldOnce(page, TEXTS[locale].sessionExpired);
      await expect(page.getByTestId('header-login')).toBeVisible();
      await onHome(page);
    });

    test('logged out in another window', async ({ page, baseURL, context }) => {
      const member = await memberOnFaq(page, locale, baseURL!);
      const second = await context.newPage();
      await recordToasts(second);
      await second.goto('/');
      await expect(second.getByTestId('header-account')).toContainText(member.account);
      await second.getByTestId('header-logout').click();
      await toldOnce(page, TEXTS[locale].otherWindowLogout);
      await expect(page.getByTestId('header-login')).toBeVisible();
      await onHome(page);
      // The window where the member logged out needs no explanation.
      await expect(second.getByTestId('header-login')).toBeVisible();
      expect(await toasts(second)).toEqual([]);
    });
  });
}
