import { expect, test } from '../../support/fixtures';
import { api } from '../../support/api';
import { byTestId, requestPage, shownWithoutScripts, textOf, type PageHtml } from '../../support/page-html';
import { LAYOUTS, LOCALES, text, type Layout, type Locale } from '../../support/ssr-site';

/**
 * The public pages whose first view is data render that data on the server: with JavaScript
 * off, /main listed no news ("News Loading...") and /register showed a skeleton where its form goes. Read from
 * the server-rendering host's HTML (support/page-html.ts), in both languages and both layouts.
 */
test.describe.configure({ mode: 'parallel' });

const LAYOUT_NAMES = Object.keys(LAYOUTS) as Layout[];
// One session for every request: a remote version loads once per server process, and the first request for
// it may miss the render budget (its area is then left to the browser); each check polls until it is rendered.
const SESSION = { mfp_sid: 'e2e-content-first-view-1' };
const TEMPLATES: Record<Layout, string> = { desktop: 'site02', mobile: 'bob' };

/** The page once the server rendered its remote area (the area's own node, not its loading state, is in it). */
async function renderedPage(path: string, locale: Locale, layout: Layout, remote: string): Promise<PageHtml> {
  let page: PageHtml | undefined;
  await expect
    .poll(
      async () => {
        page = await requestPage(path, { locale, layout, cookies: SESSION });
        return page.document.querySelectorAll(`[data-remote="${remote}"]`).length;
      },
      { message: `${path} ${locale} ${layout}: ${remote} rendered on the server`, timeout: 15_000 },
    )
    .toBe(1);
  return page as PageHtml;
}

test('/main: the news list is in the server HTML in both languages and layouts, its titles in the language', async () => {
  for (const locale of LOCALES)
    for (const layout of LAYOUT_NAMES) {
      const where = `/main ${locale} ${layout}`;
      const news = await api<{ list: { id: number; type: string; title: string }[] }>('/api/web/model_setting', {
        site_id: 'bd01',
        language: locale,
        model_version: TEMPLATES[layout],
      });
      const expected = news.data.list.filter((i) => i.type === 'news');
      expect(expected.length, `${where}: the backend has news to show`).toBeGreaterThan(0);
      const { document } = await renderedPage('/main', locale, layout, 'mfe_lobby');
      expect.soft(byTestId(document, 'lobby-news-list-loading'), `${where}: no loading state`).toHaveLength(0);
      const items = byTestId(document, 'lobby-news-item');
      expect.soft(items.map((li) => textOf(li.querySelector('.lb-card__title') ?? undefined)), `${where}: the news titles`).toEqual(
        expected.map((i) => i.title),
      );
      expect.soft(items.map((li) => li.querySelector('a')?.getAttribute('href')), `${where}: each links to its page`).toEqual(
        expected.map((i) => `/main/${i.id}`),
      );
      expect.soft(items.every((li) => shownWithoutScripts(li)), `${where}: shown without scripts`).toBe(true);
    }
});

test('/register: the registration form, its fields labelled in the language, is in the server HTML in both languages and layouts', async () => {
  for (const locale of LOCALES)
    for (const layout of LAYOUT_NAMES) {
      const where = `/register ${locale} ${layout}`;
      const { document } = await renderedPage('/register', locale, layout, 'mfe_auth');
      expect.soft(byTestId(document, 'register-loading'), `${where}: no skeleton`).toHaveLength(0);
      const form = byTestId(document, 'register-form');
      expect.soft(form, `${where}: one registration form`).toHaveLength(1);
      expect.soft(shownWithoutScripts(form[0]), `${where}: the form is shown without scripts`).toBe(true);
      for (const field of ['member_account', 'password']) {
        const input = document.querySelector(`#register_page_${field}`);
        expect.soft(input?.tagName, `${where}: the ${field} input`).toBe('INPUT');
        const label = document.querySelector(`label[for="register_page_${field}"]`);
        expect.soft(textOf(label ?? undefined), `${where}: the ${field} label`).toBe(text(locale, 'auth', `register.${field}`));
      }
      expect.soft(textOf(byTestId(document, 'register-submit')[0]), `${where}: the submit button`).toBe(text(locale, 'auth', 'register.submit'));
      expect.soft(textOf(byTestId(document, 'register-agreement')[0]?.closest('label') ?? undefined), `${where}: the agreement`).toBe(
        text(locale, 'auth', 'register.agreement'),
      );
    }
});
