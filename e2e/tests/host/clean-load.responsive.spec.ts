import { isInertParseReport } from '../../support/csp-guard';
import { expect, test } from '../../support/fixtures';
import { renderInBrowser } from '../../support/render-in-browser';

/**
 * A visitor's first load of the home page is clean: no console error and no failed request of the
 * site's own origins (the favicon included: browsers ask for it on every page load).
 */
test('a clean load of / logs no console error and no failed request; the icons are served', async ({ page }) => {
  const errors: string[] = [];
  const failed: string[] = [];
  page.on('console', (msg) => {
    // Hostile operator HTML that another spec of the run seeds is reported while the sanitiser parses it into
    // its template (csp-guard.ts): nothing there can run. Any other report is an error of the load.
    if (msg.type() === 'error' && !isInertParseReport(msg)) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => failed.push(`${req.failure()?.errorText ?? 'failed'} ${req.url()}`));

  // The pop-up bulletins are operator content, and the XSS suite seeds hostile ones whose sanitised
  // <img src="x"> asks the site for /x (a 404 since paths with no page answer 404): not the site's own load.
  await renderInBrowser(page.context());
  await page.route('**/api/arks/web/bulletin', async (route) => {
    const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> | null };
    await route.fulfill({ json: { ...real, data: { ...real.data, list: [] } } });
  });
  await page.goto('/');
  await expect(page.getByTestId('lobby-home')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const icons = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')].map((l) => l.href),
  );
  expect(icons.length).toBeGreaterThanOrEqual(3);
  for (const href of [...icons, new URL('/favicon.ico', page.url()).href]) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
