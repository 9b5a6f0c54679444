import { readFileSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { MEMBER_CENTER_PAGES } from '../../support/shared-routes';
import { test } from '../../support/fixtures';
import { expect } from '../../support/expect';
import { AXE_TAGS, axeRulesOf, LANGUAGE_RULES, scanA11y, type Locale, type ScanDepth } from '../../support/axe';
import { openInApp } from '../../support/navigation';
import { submitWithCaptcha } from '../auth/auth-helpers';
import {
  AGENT_ACTIVE,
  AGENT_CENTER_PAGES,
  loginAs as agentLoginAs,
  openAgentArea,
} from '../agent-center/agent-support';
import { loginAs as memberLoginAs, registerMember } from '../member-center/member-support';
import { LOCALES, setLocaleCookie, settle, showIn } from './a11y-support';

// axe (WCAG 2.2 AA tags) on every page and modal, in both layouts (the desktop and mobile projects): each
// page whole in one language, and for the rules a language switch can change (LANGUAGE_RULES) in the other.
// One load per page: the language changes inside the page where it can. Zero serious or critical violations;
// the rest is counted in e2e/bench/a11y-report.md.
test.describe.configure({ timeout: 120_000 });
// axe adds <style> elements of its own to the page it checks, which the site's nonce-only style-src refuses;
// the pages' own CSP is checked by every other spec's run-wide guard.
test.use({ bypassCSP: true });

type Scan = (page: Page, name: string, locale: Locale, opts?: { scope?: Locator; depth?: ScanDepth }) => Promise<void>;

/** Every public route of spec 2 (shared/src/contracts/routes.ts) with what shows it has rendered. */
const PUBLIC_PAGES: readonly (readonly [string, string])[] = [
  ['/', '[data-remote="mfe_lobby"]'],
  ['/app', '[data-remote="mfe_lobby"]'],
  ['/discount', '[data-remote="mfe_lobby"]'],
  ['/faq', '[data-remote="mfe_lobby"]'],
  ['/main', '[data-remote="mfe_lobby"]'],
  ['/sponsor', '[data-remote="mfe_lobby"]'],
  ['/gameHall/2', '[data-remote="mfe_games"]'],
  ['/slotgame?gt_id=2&gp_id=PG', '[data-remote="mfe_games"]'],
  ['/slotgame?gt_id=2&gp_id=Popular', '[data-remote="mfe_games"]'],
  ['/gameRoom?gt_id=2&gp_id=PG', '[data-remote="mfe_games"]'],
  ['/proxy', '[data-testid="agent-center"]:not([data-page="loading"])'],
  ['/register', '[data-testid="auth-register"]'],
  ['/fastDeposit', 'main, .mfp-app'],
  ['/no-such-page', '.mfp-error-screen'],
  ['/saferPlay', '[data-remote="mfe_lobby"]'],
];

/** The agent center's pages for an active agent: the proxy center, then its menu in order. */
const AGENT_PAGES = [['ProxyCenter', null], ...AGENT_CENTER_PAGES] as const;

/** Opens the agent page at `index` of the proxy center's menu: a menu on a desktop, a picker on a phone. */
async function openAgentPage(page: Page, index: number): Promise<void> {
  const center = page.getByTestId('agent-proxy-center');
  const picker = center.locator('.agent-center__picker');
  if (await picker.isVisible()) {
    const value = await picker.locator('option').nth(index).getAttribute('value');
    await picker.selectOption(value ?? '');
  } else {
    // By attribute, not by role: while the pop-up promotion is open the page behind it leaves the accessibility
    // tree, and a role query would wait there forever; the click's own checks meet the box and close it.
    await center.locator('[role="menuitem"]').nth(index).click();
  }
}

/** Runs the scans, then asserts none found a serious or critical violation (every count is reported first). */
async function scanAll(
  info: TestInfo,
  scans: (scan: Scan) => Promise<void>,
) {
  const blocking: string[] = [];
  await scans(async (page, name, locale, opts) => {
    blocking.push(...(await scanA11y(page, info, name, locale, opts)));
  });
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/** The order to scan the languages in: the one the page shows first, then the other (one load, one switch). */
const fromCurrent = (first: Locale): Locale[] => [first, ...LOCALES.filter((l) => l !== first)];
/** The first language a page is scanned in gets the whole scan, the next one the language rules. */
const depthOf = (nth: number): ScanDepth => (nth === 0 ? 'whole' : 'language');

test('the language rules are rules of the WCAG tags the sweep holds the site to', () => {
  const tagged = new Set(axeRulesOf(AXE_TAGS));
  expect(LANGUAGE_RULES.filter((rule) => !tagged.has(rule))).toEqual([]);
});

for (const [half, pages] of [
  ['lobby', PUBLIC_PAGES.slice(0, 6)],
  ['games, agent, auth, host', PUBLIC_PAGES.slice(6, 14)],
  // The visitor page, on its own: each group stays within its time on a busy machine.
  ['safer play', PUBLIC_PAGES.slice(14)],
] as const) {
  test(`public pages (${half}): no serious or critical violation in either language`, async ({
    page,
    baseURL,
  }, info) => {
    await scanAll(info, async (scan) => {
      let locale: Locale = 'en_US';
      await setLocaleCookie(page, locale, baseURL!);
      for (const [path, ready] of pages) {
        await page.goto(path);
        await expect(page.locator(ready).first()).toBeVisible({ timeout: 60_000 });
        await settle(page);
        for (const [nth, l] of fromCurrent(locale).entries()) {
          await showIn(page, l, baseURL!);
          await scan(page, path, l, { depth: depthOf(nth) });
          locale = l;
        }
      }
    });
  });
}

test('member-center pages (/user/...): no serious or critical violation in either language', async ({
  page,
  baseURL,
}, info) => {
  // Seventeen pages (the spec's and the safer-play group) in two languages.
  test.setTimeout(240_000);
  const m = await registerMember();
  await scanAll(info, async (scan) => {
    for (const [nth, locale] of LOCALES.entries()) {
      // The member window has no language switch of its own: one reload in the other language.
      if (nth === 0) await memberLoginAs(page, m.id, '/user/Info', locale);
      else await showIn(page, locale, baseURL!);
      for (const p of MEMBER_CENTER_PAGES) {
        // By address, in the page's router: on a phone the menu is a drawer (walking it is the keyboard
        // journey's test); each page's own load is what the member gets on a menu click.
        await openInApp(page, `/user/${p}`);
        await expect(page.getByTestId(`page-${p}`)).toBeVisible({ timeout: 60_000 });
        await settle(page);
        await scan(page, `/user/${p}`, locale, { depth: depthOf(nth) });
      }
    }
  });
});

test('agent center (/proxy) for an active agent: no serious or critical violation in either language', async ({
  page,
  baseURL,
}, info) => {
  // Seven agent pages in two languages, a full scan in the first: the member-center sweep's budget.
  test.setTimeout(240_000);
  await scanAll(info, async (scan) => {
    const area = page.getByTestId('agent-center');
    for (const [nth, locale] of LOCALES.entries()) {
      await setLocaleCookie(page, locale, baseURL!);
      if (nth === 0) await agentLoginAs(page, AGENT_ACTIVE.id, '/proxy?page=ProxyCenter');
      else await openAgentArea(page, '/proxy?page=ProxyCenter');
      for (const [name, testId] of AGENT_PAGES) {
        if (testId !== null) {
          await openAgentPage(page, AGENT_PAGES.findIndex(([n]) => n === name) - 1);
          await expect(page.getByTestId(testId)).toBeVisible();
        } else {
          await expect(area).toHaveAttribute('data-page', 'ProxyCenter');
        }
        await settle(page);
        await scan(page, `/proxy ${name}`, locale, { depth: depthOf(nth) });
      }
    }
  });
});

/** Scans an open modal, then closes it with Escape and waits until it is gone. */
async function scanThenEscape(
  scan: Scan,
  page: Page,
  name: string,
  locale: Locale,
  modal: Locator,
  depth: ScanDepth,
): Promise<void> {
  await expect(modal).toBeVisible();
  await scan(page, name, locale, { scope: modal, depth });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

test('modals (login, forgot password, register, double validation, game login-required confirm)', async ({
  page,
  baseURL,
  request,
}, info) => {
  await setLocaleCookie(page, 'en_US', baseURL!);
  await scanAll(info, async (scan) => {
    for (const [nth, locale] of LOCALES.entries()) {
      const depth = depthOf(nth);
      await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
      await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 60_000 });
      await settle(page);
      await showIn(page, locale, baseURL!);

      // The game confirm: a visitor asks for a real game and is asked to log in.
      await page.getByTestId('game-card').first().getByTestId('play-game').click();
      const confirm = page.locator('.ant-modal').filter({ has: page.getByTestId('login-required-box') });
      await scanThenEscape(scan, page, 'modal: game login-required', locale, confirm, depth);

      await page.getByTestId('header-login').click();
      const login = page.getByTestId('login-modal');
      await expect(login).toBeVisible();
      await scan(page, 'modal: login', locale, { scope: login, depth });

      await login.locator('.auth-links button').first().click();
      await scanThenEscape(
        scan,
        page,
        'modal: forgot password',
        locale,
        page.getByTestId('forgotPassword-modal'),
        depth,
      );

      await page.getByTestId('header-register').click();
      const register = page.getByTestId('register-modal');
      await expect(register.getByTestId('captcha-image')).toBeVisible();
      await scanThenEscape(scan, page, 'modal: register', locale, register, depth);

      await page.getByTestId('header-login').click();
      await expect(login).toBeVisible();
      await login.locator('input:not([type=password])').first().fill('doublechk01');
      await login.locator('input[type=password]').fill('Passw0rd');
      await submitWithCaptcha(request, login, 'login-submit');
      const dv = page.getByTestId('double-validation-modal');
      await expect(dv).toBeVisible();
      await expect(dv.getByTestId('dv-question')).toBeVisible();
      await scan(page, 'modal: double validation', locale, { scope: dv, depth });
    }
  });
});

/** On the home page, the header's Login opened with Enter: the button and the open modal. */
async function openLoginWithEnter(page: Page): Promise<{ opener: Locator; login: Locator }> {
  await page.goto('/');
  await settle(page);
  const opener = page.getByTestId('header-login');
  await opener.focus();
  await page.keyboard.press('Enter');
  const login = page.getByTestId('login-modal');
  await expect(login).toBeVisible();
  return { opener, login };
}

test('a modal keeps the focus inside while open', async ({ page }) => {
  const { login } = await openLoginWithEnter(page);
  // Where the focus is: inside the modal, or the element of the page behind it that it escaped to. Past the
  // modal's last control (the last of the document) Tab leaves for the browser's own UI (body active, no
  // element of the page); the next Tab comes back and antd's lock returns it to the modal.
  const focusPlace = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body || el.closest('.ant-modal-wrap, .ant-modal')) return 'in modal';
      return el.outerHTML.slice(0, 160);
    });
  await expect.poll(focusPlace).toBe('in modal');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusPlace(), `focus after ${i + 1} Tab`).toBe('in modal');
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(), `focus after ${i + 1} Shift+Tab`).toBe('in modal');
  }
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
});

test('closing a modal gives the focus back to its opener', async ({ page }) => {
  // The modal store remembers what had focus when a modal opened by name and gives it back on close
  // (shared/src/stores/modal-focus.ts): the auth overlay unmounts its modal, so antd's own return never runs.
  const { opener, login } = await openLoginWithEnter(page);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(opener).toBeFocused({ timeout: 5_000 });
});

/** The lobby's own words for the pause/play buttons, read from its locale files (the names must follow the language). */
const lobbyText = (locale: Locale) =>
  JSON.parse(
    readFileSync(new URL(`../../../mfe-lobby/src/locales/${locale}/lobby.json`, import.meta.url), 'utf8'),
  ) as {
    home: { banners: string; announcements: string };
    motion: { pause: string; play: string };
  };
const named = (template: string, what: string) => template.replace('{{what}}', what);
/** Past the carousel's 5 s autoplay step. */
const AUTOPLAY_PAST_STEP_MS = 6_000;

test('with reduced motion the marquee, carousel and jackpot stand still, and their play buttons (named in both languages) start them', async ({
  page,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await setLocaleCookie(page, 'en_US', baseURL!);
  // The page's clock, so the autoplay step can be jumped over instead of waited for.
  await page.clock.install();
  await page.goto('/');
  await settle(page);
  const carousel = page.getByTestId('lobby-banners');
  const marquee = page.getByTestId('lobby-marquee');
  await expect(carousel).toHaveAttribute('data-motion', 'paused');
  await expect(marquee).toHaveAttribute('data-motion', 'paused');
  const jackpots = page.getByTestId('lobby-jackpot');
  for (const jackpot of await jackpots.all()) await expect(jackpot).toHaveAttribute('data-motion', 'paused');
  expect(
    await marquee.locator('.lb-marquee__text').evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('none');
  const active = carousel.locator('.lb-carousel__dots .is-active');
  const first = await active.getAttribute('aria-label');
  await page.clock.fastForward(AUTOPLAY_PAST_STEP_MS);
  await expect(active).toHaveAttribute('aria-label', first!);

  for (const locale of LOCALES) {
    await showIn(page, locale, baseURL!);
    const text = lobbyText(locale);
    await expect(
      carousel.getByRole('button', { name: named(text.motion.play, text.home.banners), exact: true }),
    ).toBeVisible();
    await expect(
      marquee.getByRole('button', { name: named(text.motion.play, text.home.announcements), exact: true }),
    ).toBeVisible();
  }
  // The member's choice wins over the preference: play starts the marquee, pause stops it again.
  const text = lobbyText('bn_BD');
  await marquee
    .getByRole('button', { name: named(text.motion.play, text.home.announcements), exact: true })
    .click();
  await expect(marquee).toHaveAttribute('data-motion', 'running');
  expect(
    await marquee.locator('.lb-marquee__text').evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('lb-marquee');
  await marquee
    .getByRole('button', { name: named(text.motion.pause, text.home.announcements), exact: true })
    .click();
  await expect(marquee).toHaveAttribute('data-motion', 'paused');
});

test('without the preference the marquee and carousel move, each with a visible pause button', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await settle(page);
  // The control of the reduced-motion test: the same jump over the autoplay step does move this carousel
  // (the pointer off it: closing the promotion may have left it there, and hovering pauses the autoplay).
  await page.mouse.move(0, 0);
  const active = page.getByTestId('lobby-banners').locator('.lb-carousel__dots .is-active');
  const first = await active.getAttribute('aria-label');
  await page.clock.fastForward(AUTOPLAY_PAST_STEP_MS);
  await expect(active).not.toHaveAttribute('aria-label', first!);
  await expect(page.getByTestId('lobby-marquee')).toHaveAttribute('data-motion', 'running');
  await expect(page.getByTestId('lobby-banners')).toHaveAttribute('data-motion', 'running');
  await expect(page.getByTestId('lobby-marquee-motion')).toBeVisible();
  await expect(page.getByTestId('lobby-banners-motion')).toBeVisible();
});
