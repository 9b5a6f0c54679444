/**
 * @jest-environment node
 */
import { dehydrate } from '@tanstack/react-query';
import { COMMON_MESSAGES, COOKIE_NAMES, createQueryClient, siteDetailQuery } from '@mfp/shared';
import enHost from '../../locales/en_US/host.json';
import bnHost from '../../locales/bn_BD/host.json';
import { SERVER_RENDER_STATE_ID } from '../../app/server-render-state';
import { renderPage } from '../render-page';
import { dehydrateFooter, DESKTOP_UA, FOOTER_ITEM, PHONE_UA, SITE } from './render-fixture';
import { renderToText } from './render-to-string';

// No DOM here: the render must run in Node as the production server runs it.
const common = (locale: 'en_US' | 'bn_BD', group: string, key: string): string => {
  const tree = COMMON_MESSAGES[locale][group];
  if (typeof tree !== 'object' || typeof tree[key] !== 'string') throw new Error(`no ${locale} common ${group}.${key}`);
  return tree[key];
};
const HOST = { en_US: enHost, bn_BD: bnHost } as const;

describe('renderPage (issue 19: server-rendered first view; spec 2 layout, spec 9 language)', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  describe.each(['en_US', 'bn_BD'] as const)('/ in %s', (locale) => {
    const cookieHeader = `i18n_redirected=${locale}`;

    it('desktop: header, desktop nav and footer in the language, status 200, lang and title', async () => {
      const { page, html } = await renderToText({ url: '/', cookieHeader, userAgent: DESKTOP_UA }, SITE);
      expect(page.status).toBe(200);
      expect(page.head).toEqual({
        title: `${HOST[locale].title.home} | BD Play`,
        description: HOST[locale].description.home,
        lang: locale.replace('_', '-'),
        robots: null,
        leadImage: null,
      });
      expect(html).toContain('data-layout="desktop"');
      expect(html).toContain('data-testid="site-header"');
      expect(html).toContain('data-testid="header-nav"');
      expect(html).not.toContain('data-testid="mobile-nav"');
      expect(html).toContain(common(locale, 'header', 'login'));
      expect(html).toContain(common(locale, 'nav', 'home'));
      expect(html).toContain(common(locale, 'nav', 'discount'));
      expect(html).toContain(HOST[locale].footer.responsible);
      // The remote area renders its loading state on the server for now.
      expect(html).toContain('data-remote-loading="mfe_lobby"');
    });

    it('mobile (User-Agent): the bottom nav instead of the desktop nav, in the language', async () => {
      const { html } = await renderToText({ url: '/', cookieHeader, userAgent: PHONE_UA }, SITE);
      expect(html).toContain('data-layout="mobile"');
      expect(html).toContain('data-testid="mobile-nav"');
      expect(html).not.toContain('data-testid="header-nav"');
      expect(html).toContain(common(locale, 'nav', 'home'));
      expect(html).toContain(common(locale, 'header', 'login'));
      expect(html).toContain(HOST[locale].footer.responsible);
    });
  });

  it('takes the layout from the viewport-width client hint before the User-Agent', async () => {
    const { html } = await renderToText(
      { url: '/', userAgent: DESKTOP_UA, hints: { 'sec-ch-viewport-width': '390' } },
      SITE,
    );
    expect(html).toContain('data-layout="mobile"');
  });

  it('/nope answers 404 with the error screen, Page Not Found and noindex', async () => {
    const { page, html } = await renderToText({ url: '/nope', userAgent: DESKTOP_UA }, SITE);
    expect(page.status).toBe(404);
    expect(page.head.robots).toBe('noindex');
    expect(page.head.title).toBe('Page Not Found | BD Play');
    expect(html).toContain('class="mfp-error-screen"');
    expect(html).toContain('data-status="404"');
    expect(html).toContain('Page not found: /nope');
  });

  it('puts the server queries into the page and renders with them (footer item)', async () => {
    const { page, html } = await renderToText({ url: '/', userAgent: DESKTOP_UA }, SITE, dehydrateFooter());
    expect(html).toContain(FOOTER_ITEM.name);
    expect(page.stateScript.startsWith(`<script id="${SERVER_RENDER_STATE_ID}" type="application/json">`)).toBe(true);
    const json = page.stateScript.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    const state = JSON.parse(json) as { start: unknown; queryState: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    // English browses in USD by default (DEFAULT_CURRENCY_BY_LANGUAGE).
    expect(state.start).toEqual({ locale: 'en_US', currency: 'USD', layout: 'desktop' });
    expect(state.queryState.queries.map((q) => q.queryKey[1])).toContain('footer');
    expect(state.queryState.queries.find((q) => q.queryKey[1] === 'footer')?.state.data).toEqual([FOOTER_ITEM]);
  });

  it('renders the search-engine text the server fetched, above the header (nothing moves down when the page hydrates)', async () => {
    const client = createQueryClient();
    client.setQueryData(siteDetailQuery(SITE.config.siteId).queryKey, { seo_text: { en_US: 'Licensed online casino', bn_BD: 'লাইসেন্সপ্রাপ্ত অনলাইন ক্যাসিনো' } });
    const { html } = await renderToText({ url: '/', cookieHeader: 'i18n_redirected=bn_BD', userAgent: PHONE_UA }, SITE, dehydrate(client));
    const seo = html.indexOf('data-testid="seo-text"');
    expect(seo).toBeGreaterThan(-1);
    expect(seo).toBeLessThan(html.indexOf('data-testid="site-header"'));
    expect(html).toContain('লাইসেন্সপ্রাপ্ত অনলাইন ক্যাসিনো');
  });

  it('takes the currency from the currency cookie when the site offers it', async () => {
    const { page } = await renderToText({ url: '/', cookieHeader: `${COOKIE_NAMES.currency}=BDT`, userAgent: DESKTOP_UA }, SITE);
    expect(page.stateScript).toContain('"currency":"BDT"');
  });

  it('keeps two concurrent requests in their own languages', async () => {
    const [bn, en] = await Promise.all([
      renderToText({ url: '/', cookieHeader: 'i18n_redirected=bn_BD', userAgent: DESKTOP_UA }, SITE),
      renderToText({ url: '/', cookieHeader: 'i18n_redirected=en_US', userAgent: DESKTOP_UA }, SITE),
    ]);
    expect(bn.html).toContain(common('bn_BD', 'header', 'login'));
    expect(bn.html).not.toContain(common('en_US', 'header', 'login'));
    expect(en.html).toContain(common('en_US', 'header', 'login'));
  });

  it.each(['/fastDeposit', '/fastPayment', '/user', '/user/Deposit'])('leaves %s (a browser step, or a members-only page: the session is the browser\'s) to the browser', (url) => {
    expect(renderPage({ url }, SITE)).toEqual({ kind: 'client', status: 200 });
  });

  it('answers the production redirects before rendering (spec 2)', () => {
    Object.assign(globalThis, { __MFP_ENV__: 'production' });
    try {
      expect(renderPage({ url: '/register' }, SITE)).toMatchObject({ kind: 'redirect', location: '/', setRouteRegister: true });
      expect(renderPage({ url: '/gameHall/2' }, SITE)).toMatchObject({ kind: 'redirect', location: '/', setRouteRegister: false });
    } finally {
      Object.assign(globalThis, { __MFP_ENV__: 'local' });
    }
  });
});
