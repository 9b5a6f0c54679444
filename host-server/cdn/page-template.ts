import { LEAD_IMAGE_PRELOAD } from '@mfp/shared/contracts';

/** The head of a server-rendered page, as the host's render entry gives it (host-shell/src/server/render-types.ts). */
export interface RenderedHead {
  title: string;
  /** The page's description in its language (absent from an older render entry: the template's stays). */
  description?: string;
  lang: string;
  robots: 'noindex' | null;
  /** The home page's lead image (its LCP picture), preloaded from the head. */
  leadImage?: string | null;
}

/** The built index.html cut around its root element: what goes before the streamed render and what after. */
export interface PageFrame {
  before: string;
  after: string;
}

const ROOT_OPEN = /<div id="root"[^>]*>/i;
const DIV_TAG = /<(\/?)div(?=[\s>])[^>]*>/gi;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const UNESCAPES: Record<string, string> = Object.fromEntries(Object.entries(ESCAPES).map(([c, e]) => [e, c]));

/** Text or an attribute value written into HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The lead image's preload link (the boot script's rule: shared LEAD_IMAGE_PRELOAD). */
export function leadImageLink(href: string): string {
  const attributes = Object.entries(LEAD_IMAGE_PRELOAD).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
  return `<link ${attributes.join(' ')} href="${escapeHtml(href)}">`;
}

/**
 * The deployment's brand, what a rendered title ends with: the built page's application-name, as the browser
 * reads it (host-shell page-title.ts), else the built page's own title.
 */
export function templateBrand(template: string): string {
  const raw = /<meta\s+name="application-name"\s+content="([^"]*)"/i.exec(template)?.[1] ?? /<title>([^<]*)<\/title>/i.exec(template)?.[1] ?? '';
  return raw.replace(/&(amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e).trim();
}

/** Where the root element's content ends: its matching </div>, counting nested divs (the boot spinner). */
function rootContentEnd(html: string, from: number): number {
  let depth = 1;
  DIV_TAG.lastIndex = from;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[1] === '/' ? -1 : 1;
    if (depth === 0) return tag.index;
  }
  throw new Error('index.html: the root element is not closed');
}

function withHead(head: string, page: RenderedHead, stateScript: string): string {
  const lang = escapeHtml(page.lang);
  let out = /<html[^>]*\slang=/i.test(head)
    ? head.replace(/(<html[^>]*\slang=)("[^"]*"|'[^']*'|[^\s>]*)/i, `$1"${lang}"`)
    : head.replace(/<html(?=[\s>])/i, `<html lang="${lang}"`);
  const robots = page.robots ? `<meta name="robots" content="${escapeHtml(page.robots)}">` : '';
  const lead = page.leadImage ? leadImageLink(page.leadImage) : '';
  const description = page.description === undefined ? '' : `<meta name="description" content="${escapeHtml(page.description)}">`;
  if (description) out = out.replace(/<meta\s+name="description"[^>]*>/gi, '');
  out = out.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>${description}${robots}${lead}`);
  // The render state before the boot scripts, so bootstrap finds it; a page without a script in its head gets it last.
  const firstScript = out.search(/<script(?=[\s>])/i);
  const at = firstScript === -1 ? out.length : firstScript;
  return out.slice(0, at) + stateScript + out.slice(at);
}

/**
 * The page a server render streams into: the template's lang, title, robots meta and render state set,
 * the root element's content (the boot spinner) left out for the render. `headEnd` goes last in
 * the head (the remotes' stylesheets: after the host's, in the order a client render adds them).
 */
export function pageFrame(template: string, page: RenderedHead, stateScript: string, headEnd = ''): PageFrame {
  const headClose = template.search(/<\/head>/i);
  const open = ROOT_OPEN.exec(template);
  if (headClose === -1 || !open) throw new Error('index.html: no </head> or no <div id="root">');
  const contentStart = open.index + open[0].length;
  const contentEnd = rootContentEnd(template, contentStart);
  return {
    before: withHead(template.slice(0, headClose), page, stateScript) + headEnd + template.slice(headClose, contentStart),
    after: template.slice(contentEnd),
  };
}

/** What a render puts into the head before the boot scripts: antd's styles of the render, then the render state. */
export const headInserts = (page: { stateScript: string; styles?: () => string }): string => (page.styles?.() ?? '') + page.stateScript;

const PRELOADED_STYLE = /<link\b(?=[^>]*\bas="style")(?=[^>]*\brel="preload")[^>]*\bhref="([^"]+)"[^>]*>/gi;

/**
 * The stylesheets the built page only preloads (the boot chunk's CSS, which its script applies): a server-rendered
 * page links them, so its HTML is styled before any script runs; the script then finds the link and adds no other.
 */
export const preloadedStylesheets = (template: string): string =>
  [...template.matchAll(PRELOADED_STYLE)].map((m) => `<link rel="stylesheet" href="${m[1] ?? ''}">`).join('');
