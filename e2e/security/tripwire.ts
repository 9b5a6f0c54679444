import { expect, type Locator, type Page } from '@playwright/test';

/** What the tripwire saw: payload ids that ran, dialogs that opened. */
export interface Tripwire {
  hits: string[];
  dialogs: string[];
}

/**
 * Arms the page before any of the site's scripts: `window.__xss(id)` records a payload that ran (in
 * the page and in every frame it opens), and any alert/confirm/prompt is recorded and dismissed.
 */
export async function armTripwire(page: Page): Promise<Tripwire> {
  const wire: Tripwire = { hits: [], dialogs: [] };
  await page.exposeFunction('__xssReport', (id: unknown) => {
    wire.hits.push(String(id));
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (id: unknown) => void; __xssHits: string[]; __xssReport?: (id: string) => void };
    w.__xssHits = [];
    w.__xss = (id: unknown) => {
      w.__xssHits.push(String(id));
      void w.__xssReport?.(String(id));
    };
  });
  page.on('dialog', (d) => {
    wire.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return wire;
}

/** Injected leftovers anywhere in the document: on* attributes, script-bearing URLs, payload scripts and frames. */
export function findLeftovers(): string[] {
  const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster', 'values', 'to', 'from', 'content'];
  const BAD_URL = /(javascript|vbscript|livescript)\s*:|data:text\/html/i;
  const found: string[] = [];
  const describe = (el: Element) => el.outerHTML.slice(0, 160);
  // A JSON data block (the server render's state) is never run: payload text inside it is data, as in an
  // API response. Were its escaping broken, the block would end early and no longer parse.
  const isInertData = (el: Element): boolean => {
    if (!(el instanceof HTMLScriptElement) || el.type !== 'application/json') return false;
    try {
      JSON.parse(el.textContent ?? '');
      return true;
    } catch {
      return false;
    }
  };
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`on* attribute: ${describe(el)}`);
      else if (URL_ATTRS.includes(attr.name.toLowerCase()) && BAD_URL.test(attr.value)) found.push(`script URL: ${describe(el)}`);
    }
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'style', 'noscript', 'template'].includes(tag) && el.outerHTML.includes('__xss') && !isInertData(el)) {
      found.push(`payload element: ${describe(el)}`);
    }
  }
  return found;
}

/** Waits until the images in `area` have loaded or failed (their error handlers, were any left, would have run). */
export async function settle(area: Locator): Promise<void> {
  await area.evaluate(async (root) => {
    await Promise.all(Array.from(root.querySelectorAll('img')).map((img) => img.decode().catch(() => undefined)));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Nothing ran, nothing dangerous is left in the DOM. */
export async function expectNoXss(page: Page, wire: Tripwire): Promise<void> {
  const inPage = await page.evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? []);
  expect(inPage, 'payloads that ran (window.__xssHits)').toEqual([]);
  expect(wire.hits, 'payloads that ran (any frame)').toEqual([]);
  expect(wire.dialogs, 'dialogs opened').toEqual([]);
  expect(await page.evaluate(findLeftovers), 'injected leftovers in the DOM').toEqual([]);
}

/** Every marker of `ids` is part of the visible text of `area` (no payload hid or swallowed its neighbours). */
export async function expectMarkersReadable(area: Locator, markers: readonly string[]): Promise<void> {
  await expect(area).toBeVisible();
  const text = await area.innerText();
  expect(markers.filter((m) => !text.includes(m)), 'markers missing from the visible text').toEqual([]);
}
