import type { Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { expect, handOff, registerMember } from './security-support';

test.describe.configure({ timeout: 180_000 });

const FOREIGN = 'http://evil.test';

/** Records every value the page writes under the session token key, from the first script on. */
async function recordTokenWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tokenWrites: string[] };
    w.__tokenWrites = [];
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'token') w.__tokenWrites.push(value);
      return set.call(this, key, value);
    };
  });
}
const tokenWrites = (page: Page) => page.evaluate(() => (window as unknown as { __tokenWrites: string[] }).__tokenWrites);

/** Opens a window on `url` from the site page (so the site page is its opener and has none itself). */
async function openFrom(page: Page, url: string): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate((u) => void window.open(u, '_blank'), url)]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

test('authLogin from a foreign origin and malformed messages from the site are ignored; a proper one logs in', async ({ page, context }) => {
  const victim = await registerMember('wmv');
  const attacker = await registerMember('wma');
  const stolen = await handOff(attacker.id);
  const proper = await handOff(victim.id);
  await context.route(`${FOREIGN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>foreign</title><p>foreign page</p>' }));
  await recordTokenWrites(page);
  await page.goto('/faq');
  await expect(page.getByTestId('lobby-faq')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);

  // A page on another origin that the site opened posts a well-formed authLogin (with a real token) and a quickGame.
  const foreign = await openFrom(page, `${FOREIGN}/attack.html`);
  expect(new URL(foreign.url()).origin).toBe(FOREIGN);
  await foreign.evaluate(
    ([tk, id]) => {
      window.opener.postMessage({ type: 'authLogin', data: { token: tk, member_id: id } }, '*');
      window.opener.postMessage(JSON.stringify({ type: 'authLogin', data: { token: tk, member_id: id } }), '*');
      window.opener.postMessage({ type: 'quickGame', window: 'redirect', isGame: true }, '*');
    },
    [stolen.tk, String(attacker.id)] as const,
  );

  // A window on the site's own origin posts malformed messages, then the proper one.
  const own = await openFrom(page, '/env-config/local/bd01.json');
  await own.evaluate(
    ([tk, id]) => {
      const malformed: unknown[] = [
        { type: 'authLogin', data: { token: 123, member_id: id } },
        { type: 'authLogin', data: { token: '', member_id: id } },
        { type: 'authLogin', data: { token: tk, member_id: { id } } },
        { type: 'authLogin', data: { token: tk } },
        { type: 'authLogin', token: tk, member_id: id },
        { type: 'AUTHLOGIN', data: { token: tk, member_id: id } },
        { type: 'authLogin', data: [tk, id] },
        '{"type":"authLogin","data":{"token":"' + tk + '"',
        ['authLogin', tk, id],
        null,
        { type: 'quickGame', window: 'not-a-window' },
      ];
      for (const m of malformed) window.opener.postMessage(m, window.location.origin);
    },
    [stolen.tk, String(attacker.id)] as const,
  );
  await own.evaluate(
    ([tk, id]) => window.opener.postMessage({ type: 'authLogin', data: { token: tk, member_id: id } }, window.location.origin),
    [proper.tk, String(victim.id)] as const,
  );

  // Only the proper message took effect: the victim is logged in, the attacker's token was never stored.
  await expect(page.getByTestId('header-account')).toContainText(victim.account);
  await expect.poll(() => tokenWrites(page)).toContain(proper.tk);
  expect(await tokenWrites(page)).not.toContain(stolen.tk);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(proper.tk);
});
