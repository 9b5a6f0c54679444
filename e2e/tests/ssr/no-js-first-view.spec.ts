import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { byTestId, requestPage, shownWithoutScripts, textOf, type PageHtml, type Visit } from '../../support/page-html';
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
  type ServerPage,
} from './server-rendered-pages';

/**
 * Each public route's HTML from the server-rendering host (support/ssr-site.ts SSR_SITE_URL), as a browser with
 * JavaScript off gets it, holds its main content in both languages and both layouts; unknown routes answer 404
 * with noindex; the production redirects answer their 301/302.
 *
 * Without scripts the page is its HTML: the checks read the server's answer to a request carrying the layout's
 * User-Agent, client hints and cookies, parsed (support/page-html.ts). A browser adds only what the stylesheets
 * do to that HTML: a few JavaScript-off browser loads at the end prove they hide none of it.
 */
test.describe.configure({ mode: 'parallel' });

const LAYOUT_NAMES = Object.keys(LAYOUTS) as Layout[];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The document title names the page, then the brand when the deployment has one. */
const titled = (name: string) => new RegExp(`^${escapeRegExp(name)}( \\| .+)?$`);

/** The HTML came from the server render, not the static page the browser renders (the render's state script). */
function expectServerRendered({ document }: PageHtml, where: string) {
  expect.soft(document.querySelectorAll(`script#${SERVER_RENDER_STATE_ID}`).length, `${where}: server render state script`).toBe(1);
}

/** The host's frame in the language and layout: header with the visitor's buttons, the layout's nav, footer. */
function expectHostChrome({ document }: PageHtml, locale: Locale, layout: Layout, where: string) {
  const other: Layout = layout === 'desktop' ? 'mobile' : 'desktop';
  const navOf = (l: Layout) => byTestId(document, l === 'desktop' ? 'header-nav' : 'mobile-nav');
  expect.soft(document.querySelectorAll(`[data-layout="${layout}"]`).length, `${where}: the ${layout} layout`).toBe(1);
  const header = byTestId(document, 'site-header');
  expect.soft(header.length, `${where}: one site header`).toBe(1);
  expect.soft(shownWithoutScripts(header[0]), `${where}: the site header is not hidden`).toBe(true);
  for (const [testId, key] of [
    ['header-login', 'header.login'],
    ['header-register', 'header.register'],
  ] as const) {
    const button = byTestId(document, testId);
    expect.soft(button.length, `${where}: one ${testId}`).toBe(1);
    expect.soft(textOf(button[0]), `${where}: ${testId}`).toBe(text(locale, 'common', key));
  }
  const nav = navOf(layout);
  expect.soft(nav.length, `${where}: the ${layout} nav`).toBe(1);
  expect.soft(textOf(nav[0]), `${where}: the ${layout} nav's home link`).toContain(text(locale, 'common', 'nav.home'));
  expect.soft(navOf(other).length, `${where}: no ${other} nav`).toBe(0);
  const footer = byTestId(document, 'site-footer');
  expect.soft(footer.length, `${where}: one site footer`).toBe(1);
  expect.soft(textOf(footer[0]), `${where}: the footer`).toContain(text(locale, 'host', 'footer.responsible'));
}

/** The remote's own content, not its loading state: shown, with its heading. */
function expectRemoteContent({ document }: PageHtml, owner: string, remote: NonNullable<ServerPage['remoteContent']>, path: string, locale: Locale, where: string) {
  expect.soft(document.querySelectorAll(`[data-remote-loading="${owner}"]`).length, `${where}: the remote area is still its loading state`).toBe(0);
  const content = byTestId(document, remote.testId(path));
  expect.soft(content.length, `${where}: one ${remote.testId(path)}`).toBe(1);
  expect.soft(shownWithoutScripts(content[0]), `${where}: ${remote.testId(path)} is not hidden`).toBe(true);
  const heading = remote.heading?.(locale, path);
  if (heading) expect.soft(textOf(content[0]), `${where}: ${remote.testId(path)}'s heading`).toContain(heading);
}

const serverRoutes = ROUTES.filter((route) => !isClientRendered(route)).map((route) => ({
  route,
  // In 'production' the spec's redirects answer instead of the page (checked below).
  paths: pathsOf(route).filter((path) => productionRedirect(path, SITE_ENV) === null),
}));

test('every route of the table says what its server-rendered first view holds', () => {
  const missing = ROUTES.filter((r) => !isClientRendered(r) && !(r.page in SERVER_PAGES)).map((r) => r.path);
  expect(missing, 'routes with no entry in server-rendered-pages.ts').toEqual([]);
});

for (const { route, paths } of serverRoutes) {
  const entry = SERVER_PAGES[route.page];
  if (!entry || paths.length === 0) continue;
  const remote = entry.remoteContent;
  // One test per route: each of its paths in each language and layout, every failure named by all three.
  test(`${route.path} in both languages and layouts: status 200, lang, title naming the page, no error screen, ${entry.chrome ? 'host header and footer in the language' : 'no host frame'}${remote ? `, ${route.owner}'s page` : ''}`, async () => {
    const visits = paths.flatMap((path) =>
      LOCALES.flatMap((locale) => LAYOUT_NAMES.map((layout) => ({ path, locale, layout }))),
    );
    // One request at a time, as the browser contexts came: a burst of renders on a busy machine would miss the
    // server's render budget and get the static page.
    for (const { path, locale, layout } of visits) {
      const page = await requestPage(path, { locale, layout });
      const { document } = page;
      const where = `${path} ${locale} ${layout}`;
      expect.soft(page.status, `${where}: status`).toBe(200);
      expect.soft(page.headers.get('content-type'), `${where}: content-type`).toMatch(/^text\/html/);
      expectServerRendered(page, where);
      expect.soft(document.documentElement.lang, `${where}: html lang`).toBe(locale.replace('_', '-'));
      expect.soft(document.title, `${where}: title`).toMatch(titled(text(locale, 'host', `title.${titleKeyOf(path)}`)));
      expect.soft(document.querySelector('meta[name="description"]')?.getAttribute('content'), `${where}: description`).toBe(
        text(locale, 'host', `description.${titleKeyOf(path)}`),
      );
      expect.soft(document.querySelectorAll('meta[name="robots"]').length, `${where}: no robots meta`).toBe(0);
      expect.soft(document.querySelectorAll('.mfp-error-screen').length, `${where}: no error screen`).toBe(0);
      if (route.owner !== 'host')
        expect.soft(
          document.querySelectorAll(`[data-remote="${route.owner}"], [data-remote-loading="${route.owner}"]`).length,
          `${where}: ${route.owner}'s area (rendered, or its loading state when left to the browser)`,
        ).toBe(1);
      if (entry.chrome) expectHostChrome(page, locale, layout, where);
      else expect.soft(byTestId(document, 'site-header').length, `${where}: no site header`).toBe(0);
      if (remote) expectRemoteContent(page, route.owner, remote, path, locale, where);
    }
  });
}

const clientRenderedPaths = ROUTES.filter(isClientRendered).flatMap(pathsOf);
test(`${clientRenderedPaths.join(', ')} are left to the browser: the static page, status 200`, async () => {
  for (const path of clientRenderedPaths) {
    const page = await requestPage(path, { locale: 'en_US', layout: 'desktop' });
    expect.soft(page.status, `${path}: status`).toBe(200);
    expect.soft(page.document.querySelectorAll(`script#${SERVER_RENDER_STATE_ID}`).length, `${path}: no server render state`).toBe(0);
  }
});

for (const path of NOT_FOUND_PATHS)
  test(`${path} in both languages: 404, noindex, the error screen titled Page Not Found`, async () => {
    for (const locale of LOCALES) {
      const page = await requestPage(path, { locale, layout: 'desktop' });
      const { document } = page;
      const where = `${path} ${locale} desktop`;
      expect.soft(page.status, `${where}: status`).toBe(404);
      expect.soft(page.headers.get('x-robots-tag'), `${where}: x-robots-tag`).toBe('noindex');
      expectServerRendered(page, where);
      expect.soft(document.querySelector('meta[name="robots"]')?.getAttribute('content'), `${where}: robots meta`).toBe('noindex');
      expect.soft(document.title, `${where}: title`).toMatch(titled(text(locale, 'host', 'error.not_found_title')));
      expect.soft(document.querySelector('meta[name="description"]')?.getAttribute('content'), `${where}: description`).toBe(
        text(locale, 'host', 'description.not_found'),
      );
      const screen = [...document.querySelectorAll('.mfp-error-screen')];
      expect.soft(screen.length, `${where}: one error screen`).toBe(1);
      expect.soft(screen[0]?.getAttribute('data-status'), `${where}: the error screen's status`).toBe('404');
      expect.soft(textOf(screen[0]), `${where}: the error screen's message`).toContain(
        text(locale, 'host', 'error.not_found_message').replace('{{path}}', path),
      );
      // A path under /user is the member window's: its own not-found, bare, without the site around it.
      if (path.startsWith('/user/')) expect.soft(byTestId(document, 'site-header').length, `${where}: no site header`).toBe(0);
      else expectHostChrome(page, locale, 'desktop', where);
    }
  });

// The production redirects, from the route table. Off outside 'production' (MFP_ENV): then the path is a page.
test(`the production redirects in ${SITE_ENV}: ${SITE_ENV === 'production' ? 'their 301/302' : 'pages (redirects are production only)'}`, async () => {
  const paths = ROUTES.filter((r) => r.productionRedirect).flatMap(pathsOf);
  expect(paths.length, 'routes with a production redirect').toBeGreaterThan(0);
  for (const path of paths) {
    const redirect = productionRedirect(path, SITE_ENV);
    const response = await fetch(`${SSR_SITE_URL}${path}`, { redirect: 'manual' });
    if (!redirect) {
      expect.soft(response.status, `${path}: a page`).toBe(200);
      continue;
    }
    expect.soft(response.status, `${path}: status`).toBe(redirect.status);
    expect.soft(new URL(response.headers.get('location') ?? '', SSR_SITE_URL).pathname, `${path}: location`).toBe(redirect.to);
    if (redirect.setRouteRegister)
      expect.soft(response.headers.getSetCookie().join('\n'), `${path}: set-cookie`).toContain(COOKIE_NAMES.isRouteRegister);
  }
});

test.describe('language, currency and layout come from the request', () => {
  test('the currency cookie picks the site currency the header shows', async () => {
    const currencySwitch = ({ document }: PageHtml) => {
      const selects = byTestId(document, 'currency-switch');
      expect(selects.length, 'one currency switch').toBe(1);
      return selects[0] as HTMLSelectElement;
    };
    const first = await requestPage('/', { locale: 'en_US', layout: 'desktop' });
    const options = [...currencySwitch(first).options].map((o) => o.value);
    test.skip(options.length < 2, 'the site offers one currency: nothing to choose');
    for (const currency of options) {
      const page = await requestPage('/', { locale: 'bn_BD', layout: 'mobile', cookies: { [COOKIE_NAMES.currency]: currency } });
      // The select's value: its selected option's, as the browser reads it.
      expect.soft(currencySwitch(page).value, `ccy=${currency}`).toBe(currency);
    }
  });

  test('a phone User-Agent without client hints gets the mobile layout; a narrow width hint beats a desktop User-Agent', async () => {
    const visits: [string, Visit][] = [
      ['phone User-Agent, no hints', { locale: 'en_US', layout: 'mobile', hints: null }],
      ['desktop User-Agent, width hint 390', { locale: 'en_US', layout: 'desktop', hints: { 'sec-ch-viewport-width': '390' } }],
    ];
    for (const [name, visit] of visits) {
      const { document } = await requestPage('/', visit);
      expect.soft(document.querySelectorAll('[data-layout="mobile"]').length, name).toBe(1);
    }
  });

  test('without a language cookie the page is in the site first language', async () => {
    const page = await requestPage('/', { layout: 'desktop' });
    const lang = page.document.documentElement.lang;
    const locale = LOCALES.find((l) => l.replace('_', '-') === lang);
    expect(locale, `lang ${lang}`).toBeDefined();
    expectHostChrome(page, locale as Locale, 'desktop', `/ without a language cookie (${lang})`);
  });

  test('the server asks for the client hints and says what the page varies by', async ({ request }) => {
    const response = await request.get(`${SSR_SITE_URL}/`);
    expect(response.headers()['accept-ch']).toMatch(/Sec-CH-Viewport-Width/i);
    expect(response.headers()['vary']).toMatch(/Cookie/);
    expect(response.headers()['vary']).toMatch(/User-Agent/);
  });
});

/** A page with JavaScript off in a browser, as the server answers the layout's browser in the language. */
async function openWithoutJs(browser: Browser, layout: Layout, locale: Locale): Promise<{ page: Page; close: () => Promise<void> }> {
  const { userAgent, viewport, hints } = LAYOUTS[layout];
  const context = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: 'block',
    userAgent,
    viewport,
    isMobile: layout === 'mobile',
    extraHTTPHeaders: hints,
  });
  await context.addCookies([{ name: COOKIE_NAMES.language, value: locale, url: SSR_SITE_URL }]);
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * The checks above read the HTML; whether the stylesheets (the host's and each remote's) leave that HTML
 * visible without scripts only a browser can say. One page of each server-rendered remote, per layout.
 */
const cssPages = new Map<string, { owner: string; path: string; remote: NonNullable<ServerPage['remoteContent']> }>();
for (const { route, paths } of serverRoutes) {
  const remote = SERVER_PAGES[route.page]?.remoteContent;
  const path = paths[0];
  if (remote && path && !cssPages.has(route.owner)) cssPages.set(route.owner, { owner: route.owner, path, remote });
}

for (const layout of LAYOUT_NAMES)
  test(`${layout}, in a browser with JavaScript off: the stylesheets hide neither the host header nor the remote's page (${[...cssPages.values()].map((p) => p.path).join(', ')})`, async ({
    browser,
  }) => {
    // With JavaScript off the page does not change once loaded: an assertion need not wait.
    const settled = expect.configure({ timeout: 2_000 });
    const locale: Locale = layout === 'desktop' ? 'en_US' : 'bn_BD';
    const { page, close } = await openWithoutJs(browser, layout, locale);
    try {
      for (const { owner, path, remote } of cssPages.values()) {
        const response = await page.goto(`${SSR_SITE_URL}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(200);
        await settled(page.locator(`[data-layout="${layout}"]`), path).toHaveCount(1);
        await settled(page.getByTestId('site-header'), path).toBeVisible();
        await settled(page.getByTestId('header-login'), path).toBeVisible();
        await settled(page.locator(`[data-remote-loading="${owner}"]`), path).toHaveCount(0);
        const content = page.getByTestId(remote.testId(path));
        await settled(content, path).toBeVisible();
        const heading = remote.heading?.(locale, path);
        if (heading) await settled(content, path).toContainText(heading);
      }
    } finally {
      await close();
    }
  });
