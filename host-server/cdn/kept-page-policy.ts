import { createHash } from 'node:crypto';
import type { InlineSources } from './headers.ts';

// A <script> element and its text as the HTML parser takes it: the text runs to the first </script.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
const HAS_SRC = /\ssrc\s*=/i;

const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The inline sources of a page kept for every visitor: the hashes of the inline scripts the render wrote
 * (those carrying its nonce: the frame's and React's, never a script in content, which cannot know a nonce
 * drawn for this render), and that nonce for its style elements. Hashes need no per-response bytes, so the
 * page is the same bytes for every visitor and any HTTP cache can keep it. Style elements stay by the
 * nonce: antd inserts new ones at run time, whose text no hash can foresee (the page's scripts read the
 * nonce from the page, shared page-nonce.ts); a style element is no script, and the nonce lives as long as
 * the kept page, a few seconds.
 */
export function keptPageInlineSources(html: string, renderNonce: string): InlineSources {
  const marked = `nonce="${renderNonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT))
    if (attributes.includes(marked) && !HAS_SRC.test(attributes)) hashes.add(sha256Source(text));
  return { scripts: [...hashes], styles: [`'nonce-${renderNonce}'`] };
}
