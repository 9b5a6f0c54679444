import { JSDOM, VirtualConsole } from 'jsdom';
import { COOKIE_NAMES, LAYOUTS, SSR_SITE_URL, type Layout, type Locale } from './ssr-site';

/** What a request carries, as the layout's browser would send it. */
export interface Visit {
  /** The language cookie; absent: no language cookie at all. */
  locale?: Locale;
  layout: Layout;
  /** Other cookies of the request (the currency). */
  cookies?: Record<string, string>;
  /** Client hints other than the layout's own (null: none, the User-Agent alone decides). */
  hints?: Record<string, string> | null;
  userAgent?: string;
}

/** A page's answer: status, headers and the parsed HTML, as a browser with JavaScript off would build it. */
export interface PageHtml {
  status: number;
  headers: Headers;
  document: Document;
}

// One window's parser for every page: a JSDOM per page would build a window each time for nothing.
const parser = new new JSDOM('', { virtualConsole: new VirtualConsole() }).window.DOMParser();

/**
 * The HTML the server answers a layout's browser for a path, parsed: the layout's User-Agent and client hints
 * (support/ssr-site.ts LAYOUTS), the language cookie and the visit's other cookies. Redirects are not followed.
 */
export async function requestPage(path: string, visit: Visit, origin: string = SSR_SITE_URL): Promise<PageHtml> {
  const layout = LAYOUTS[visit.layout];
  const cookies = { ...(visit.locale ? { [COOKIE_NAMES.language]: visit.locale } : {}), ...visit.cookies };
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    headers: {
      accept: 'text/html',
      'user-agent': visit.userAgent ?? layout.userAgent,
      ...(visit.hints === null ? {} : (visit.hints ?? layout.hints)),
      ...(cookie ? { cookie } : {}),
    },
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, document: parser.parseFromString(html, 'text/html') };
}

/** The elements of a data-testid (what Playwright's getByTestId finds). */
export const byTestId = (root: ParentNode, testId: string): Element[] => [
  ...root.querySelectorAll(`[data-testid="${testId}"]`),
];

/** An element's text as Playwright's toHaveText compares it: whitespace collapsed, trimmed. */
export const textOf = (element: Element | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * Shown without scripts as far as the HTML alone can say: in the document (a template's content is not) and not
 * in a node React streamed hidden for a script to reveal: no ancestor hidden by its `hidden` attribute or an
 * inline display:none or visibility:hidden. What a stylesheet hides only a browser can tell: the spec keeps
 * a few JavaScript-off browser loads for that.
 */
export function shownWithoutScripts(element: Element | undefined): boolean {
  if (!element?.isConnected) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return false;
    const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined;
    if (style?.display === 'none' || style?.visibility === 'hidden') return false;
  }
  return true;
}
