import type { Browser, Page, Response } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import {
  COOKIE_NAMES,
  LAYOUTS,
  LOCALES,
  productionRedirect,
  SERVER_RENDER_STATE_ID,
  SITE_ENV,
  SSR_SITE_URL,
  text,
  type Layout,
  type Locale,
} from '../../support/ssr-site';
import {
  isClientRendered,
  NOT_FOUND_PATHS,
  pathsOf,
  ROUTES,
  SERVER_PAGES,
  titleKeyOf,
} from './server-rendered-pages';

/**
 * Issue 19 (Tests): each public route's HTML, fetched with JavaScript off from the server-rendering host
 * (support/ssr-site.ts SSR_SITE_URL), holds its main content in both languages and both layouts; unknown
 * routes answer 404 with noindex; the production redirects answer their 301/302.
 */
test.describe.configure({ mode: 'parallel' });

// With JavaScript off the page does not change once loaded: an assertion need not wait (a failing one fails fast).
const expect = baseExpect.configure({ timeout: 2_000 });

interface Visit {
  locale: Locale;
  layout: Layout;
  /** Other cookies of the request (the currency). */
  cookies?: Record<string, string>;
  /** Client hints other than the layout's own (null: none, the User-Agent alone decides). */
  hints?: Record<string, string> | null;
  userAgent?: string;
}

/** A page with JavaScript off, as the server answers the layout's browser in the language. */
async function openWithoutJs(
  browser: Browser,
  path: string,
  visit: Visit,
): Promise<{ page: Page; response: Response; close: () => Promise<void> }> {
  const layout = LAYOUTS[visit.layout];
  const context = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    userAgent: visit.userAgent ?? layout.userAgent,
    viewport: layout.viewport,
    isMobile: visit.layout === 'mobile',
    extraHTTPHeaders: visit.hints === null ? {} : (visit.hints ?? layout.hints),
  });
  const cookies = { [COOKIE_NAMES.language]: visit.locale, ...visit.cookies };
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: SSR_SITE_URL })),
  );
  const page = await context.newPage();
  const response = await page.goto(`${SSR_SITE_URL}${path}`, { waitUntil: 'load' });
  if (!response) throw new Error(`no response for ${path}`);
  return { page, response, close: () => context.close() };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The document title names the page, then the brand when the deployment has one. */
const titled = (name: string) => new RegExp(`^${escapeRegExp(name)}( \\| .+)?$`);

/** The HTML came from the server render, not the static page the browser renders (the render's state script). */
async function expectServerRendered(page: Page) {
  await expect(page.locator(`script#${SERVER_RENDER_STATE_ID}`), 'server render state script').toHaveCount(1);
}

/** The host's frame in the language and layout: header with the visitor's buttons, the layout's nav, footer. */
async function expectHostChrome(page: Page, locale: Locale, layout: Layout) {
  await expect(page.locator(`[data-layout="${layout}"]`)).toHaveCount(1);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveText(text(locale, 'common', 'header.login'));
  await expect(page.getByTestId('header-register')).toHaveText(text(locale, 'common', 'header.register'));
  const nav = page.getByTestId(layout === 'desktop' ? 'header-nav' : 'mobile-nav');
  await expect(nav).toBeAttached();
  await expect(nav).toContainText(text(locale, 'common', 'nav.home'));
  await expect(page.getByTestId(layout === 'desktop' ? 'mobile-nav' : 'header-nav')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toContainText(text(locale, 'host', 'footer.responsible'));
}

const serverPaths = ROUTES.filter((route) => !isClientRendered(route)).flatMap((route) =>
  pathsOf(route)
    // In 'production' the spec's redirects answer instead of the page (checked below).
    .filter((path) => productionRedirect(path, SITE_ENV) === null)
    .map((path) => ({ route, path })),
);

test('every route of the table says what its server-rendered first view holds', () => {
  const missing = ROUTES.filter((r) => !isClientRendered(r) && !(r.page in SERVER_PAGES)).map((r) => r.path);
  expect(missing, 'routes with no entry in server-rendered-pages.ts').toEqual([]);
});

for (const { route, path } of serverPaths) {
  const entry = SERVER_PAGES[route.page];
  if (!entry) continue;
  for (const locale of LOCALES)
    for (const layout of Object.keys(LAYOUTS) as Layout[]) {
      test.describe(`${path} ${locale} ${layout}`, () => {
        const remote = entry.remoteContent;
        // One page load per route, language and layout: the host's frame, then the remote's own content.
        test(`server-rendered: status 200, lang, title naming the page, host header and footer in the language${remote ? `, ${route.owner}'s page` : ''}`, async ({
          browser,
        }) => {
          const { page, response, close } = await openWithoutJs(browser, path, { locale, layout });
          try {
            expect(response.status()).toBe(200);
            expect(response.headers()['content-type']).toMatch(/^text\/html/);
            await expectServerRendered(page);
            await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
            await expect(page).toHaveTitle(titled(text(locale, 'host', `title.${titleKeyOf(path)}`)));
            await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
            if (entry.chrome) await expectHostChrome(page, locale, layout);
            else await expect(page.getByTestId('site-header')).toHaveCount(0);
            if (remote) {
              await expect(
                page.locator(`[data-remote-loading="${route.owner}"]`),
                'the remote area is still its loading state',
              ).toHaveCount(0);
              const content = page.getByTestId(remote.testId(path));
              await expect(content).toBeVisible();
              const heading = remote.heading?.(locale, path);
              if (heading) await expect(content).toContainText(heading);
            }
          } finally {
            await close();
          }
        });
      });
    }
}

for (const route of ROUTES.filter(isClientRendered))
  for (const path of pathsOf(route))
    test(`${path} is left to the browser: the static page, status 200`, async ({ browser }) => {
      const { page, response, close } = await openWithoutJs(browser, path, {
        locale: 'en_US',
        layout: 'desktop',
      });
      try {
        expect(response.status()).toBe(200);
        await expect(page.locator(`script#${SERVER_RENDER_STATE_ID}`)).toHaveCount(0);
      } finally {
        await close();
      }
    });

for (const path of NOT_FOUND_PATHS)
  for (const locale of LOCALES)
    test(`${path} ${locale}: 404, noindex, the error screen titled Page Not Found`, async ({ browser }) => {
      const { page, response, close } = await openWithoutJs(browser, path, { locale, layout: 'desktop' });
      try {
        expect(response.status()).toBe(404);
        expect(response.headers()['x-robots-tag']).toBe('noindex');
        await expectServerRendered(page);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        await expect(page).toHaveTitle(titled(text(locale, 'host', 'error.not_found_title')));
        await expect(page.locator('.mfp-error-screen')).toHaveAttribute('data-status', '404');
        await expect(page.locator('.mfp-error-screen')).toContainText(
          text(locale, 'host', 'error.not_found_message').replace('{{path}}', path),
        );
        await expectHostChrome(page, locale, 'desktop');
      } finally {
        await close();
      }
    });

// Spec 2's production redirects, from the route table. Off outside 'production' (MFP_ENV): then the path is a page.
for (const route of ROUTES.filter((r) => r.productionRedirect))
  for (const path of pathsOf(route)) {
    const redirect = productionRedirect(path, SITE_ENV);
    test(`${path} in ${SITE_ENV}: ${redirect ? `${redirect.status} to ${redirect.to}` : 'a page (redirects are production only)'}`, async ({
      request,
    }) => {
      const response = await request.get(`${SSR_SITE_URL}${path}`, { maxRedirects: 0 });
      if (!redirect) {
        expect(response.status()).toBe(200);
        return;
      }
      expect(response.status()).toBe(redirect.status);
      expect(new URL(response.headers().location ?? '', SSR_SITE_URL).pathname).toBe(redirect.to);
      if (redirect.setRouteRegister)
        expect(response.headers()['set-cookie']).toContain(COOKIE_NAMES.isRouteRegister);
    });
  }

test.describe('language, currency and layout come from the request', () => {
  test('the currency cookie picks the site currency the header shows', async ({ browser }) => {
    const first = await openWithoutJs(browser, '/', { locale: 'en_US', layout: 'desktop' });
    const options = await first.page
      .getByTestId('currency-switch')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await first.close();
    test.skip(options.length < 2, 'the site offers one currency: nothing to choose');
    for (const currency of options) {
      const { page, close } = await openWithoutJs(browser, '/', {
        locale: 'bn_BD',
        layout: 'mobile',
        cookies: { [COOKIE_NAMES.currency]: currency },
      });
      try {
        await expect(page.getByTestId('currency-switch')).toHaveValue(currency);
      } finally {
        await close();
      }
    }
  });

  test('a phone User-Agent without client hints gets the mobile layout; a narrow width hint beats a desktop User-Agent', async ({
    browser,
  }) => {
    const phone = await openWithoutJs(browser, '/', { locale: 'en_US', layout: 'mobile', hints: null });
    await expect(phone.page.locator('[data-layout="mobile"]')).toHaveCount(1);
    await phone.close();
    const narrow = await openWithoutJs(browser, '/', {
      locale: 'en_US',
      layout: 'desktop',
      hints: { 'sec-ch-viewport-width': '390' },
    });
    await expect(narrow.page.locator('[data-layout="mobile"]')).toHaveCount(1);
    await narrow.close();
  });

  test('without a language cookie the page is in the site first language', async ({ browser }) => {
    const layout = LAYOUTS.desktop;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: layout.userAgent,
      extraHTTPHeaders: layout.hints,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${SSR_SITE_URL}/`);
      const lang = await page.locator('html').getAttribute('lang');
      const locale = LOCALES.find((l) => l.replace('_', '-') === lang);
      expect(locale, `lang ${lang}`).toBeDefined();
      await expectHostChrome(page, locale as Locale, 'desktop');
    } finally {
      await context.close();
    }
  });

  test('the server asks for the client hints and says what the page varies by', async ({ request }) => {
    const response = await request.get(`${SSR_SITE_URL}/`);
    expect(response.headers()['accept-ch']).toMatch(/Sec-CH-Viewport-Width/i);
    expect(response.headers()['vary']).toMatch(/Cookie/);
    expect(response.headers()['vary']).toMatch(/User-Agent/);
  });
});
