import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/**
 * Server HTML (bulletins, marquee, letters, news, FAQ, agreements) is operator content shown inside the
 * site: it may format text, never run script, restyle or cover the page, or ask for input.
 */
const FORBID_TAGS = [
  'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup',
  'datalist', 'fieldset', 'output', 'iframe', 'frame', 'object', 'embed', 'noscript', 'template',
  // Text that moves with no way to pause it (WCAG 2.2.2); its words stay, standing still.
  'marquee',
];
const FORBID_ATTR = ['formaction', 'action', 'srcdoc', 'ping'];
/** A link may open a new tab, never a named or parent frame; the new tab gets no handle on the site. */
const ADD_ATTR = ['target'];
const NEW_TAB = '_blank';
const NEW_TAB_ELEMENTS = new Set(['A', 'AREA']);
const NEW_TAB_REL = 'noopener noreferrer';
/** An inline style that could take the page over (fixed overlays, layering) or load from elsewhere. */
const UNSAFE_STYLE = /position\s*:\s*(fixed|absolute|sticky)|z-index|url\s*\(|expression\s*\(|@import|behavior\s*:|-moz-binding|javascript\s*:/i;

let purifier: DOMPurify | null = null;

/**
 * Where a server render finds the window DOMPurify needs: one slot per process, so the host's
 * bundled copy of shared and the remotes' copy both find what the server provided (a jsdom window).
 */
const SERVER_HTML_WINDOW = Symbol.for('mfp.serverHtmlWindow');

/** Gives a server render the window to sanitise operator HTML with (the browser uses its own). */
export function provideServerHtmlWindow(win: WindowLike): void {
  (globalThis as Record<symbol, unknown>)[SERVER_HTML_WINDOW] = win;
}

function htmlWindow(): WindowLike {
  if (typeof window !== 'undefined') return window;
  const provided = (globalThis as Record<symbol, unknown>)[SERVER_HTML_WINDOW] as WindowLike | undefined;
  if (!provided) throw new Error('sanitising HTML outside a browser needs provideServerHtmlWindow');
  return provided;
}

function purify(): DOMPurify {
  if (purifier) return purifier;
  // A private instance: the hook below must not change other DOMPurify users.
  const p = createDOMPurify(htmlWindow());
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false;
    if (data.attrName === 'target') {
      const newTab = NEW_TAB_ELEMENTS.has(node.nodeName) && data.attrValue.trim().toLowerCase() === NEW_TAB;
      if (newTab) data.attrValue = NEW_TAB;
      else data.keepAttr = false;
    }
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.getAttribute('target') === NEW_TAB) node.setAttribute('rel', NEW_TAB_REL);
    // An operator's image with no text alternative is decoration to a screen reader (WCAG 1.1.1), not a file name read aloud.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = p;
  return p;
}

/**
 * The operator's HTML parsed into a <template>'s content, where nothing loads, runs or applies. DOMPurify's own
 * parser (DOMParser) makes a document bound by the page's CSP: each <style> in the HTML would be reported as a
 * violation of the nonce-only style-src, once per sanitised item, on every player's console.
 */
function inertHolder(html: string): HTMLElement {
  const template = (htmlWindow() as unknown as Window).document.createElement('template');
  template.innerHTML = html;
  const holder = template.content.ownerDocument.createElement('div');
  holder.append(template.content);
  return holder;
}

/** The sanitised holder of the operator's HTML (DOMPurify's walk, in place). */
function sanitizedHolder(html: string, config: { FORBID_ATTR?: string[]; ADD_ATTR?: string[] }): HTMLElement {
  return purify().sanitize(inertHolder(html), { USE_PROFILES: { html: true }, FORBID_TAGS, ...config, IN_PLACE: true }) as HTMLElement;
}

/** Sanitises server HTML for display (no script, handlers, script URLs, style sheets, forms or page-covering styles); target="_blank" stays, with rel="noopener noreferrer". */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizedHolder(html, { FORBID_ATTR, ADD_ATTR }).innerHTML;
}

/** Elements whose edges separate words on screen: their text must not run into the next one's. */
const WORD_BREAKS = 'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/** The readable text of server HTML, for places that show text only (the marquee); never markup. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const root = sanitizedHolder(html, {});
  root.querySelectorAll(WORD_BREAKS).forEach((el) => el.after(' '));
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}
