import { expect, test } from '../../support/fixtures';
import { afterPageSettled } from '../../support/frames';

// The pop-up promotion is part of what this spec checks (it must not cover the box the visitor asked for).
test.use({ dismissPromotion: false });

test('a tap on Log In while the page still loads its scripts opens the login box, with nothing over it', async ({ page, baseURL }) => {
  // Every script waits at the gate: the page is the server's HTML, painted, not yet interactive, as on a slow phone.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => gate.then(() => route.continue()).catch(() => undefined),
  );
  // The frame's own goto: the page fixture's would wait for the page to become interactive, which the gate holds.
  await page.mainFrame().goto(`${baseURL}/`, { waitUntil: 'commit' });
  const login = page.getByTestId('header-login');
  await expect(login).toBeVisible();
  expect(await page.locator('html[data-app-state]').count(), 'the page is not interactive yet').toBe(0);

  await login.click({ noWaitAfter: true });
  await page.waitForURL((url) => url.searchParams.get('modal') === 'login', { waitUntil: 'commit' });
  open();

  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 30_000 });
  await afterPageSettled(page);
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expect(page.getByTestId('lobby-popup')).toHaveCount(0);
});

test('once the page is interactive, Log In opens the box in place, without a navigation', async ({ page }) => {
  await page.goto('/faq');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/faq');
  expect(navigations).toEqual([]);
});
