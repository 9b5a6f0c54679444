import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** A fresh CSP nonce for one response: 128 random bits, base64. */
export const newNonce = (): string => randomBytes(16).toString('base64');

const templates = new Map<string, string>();

/** A page's HTML as built, read once per file version (path, size, mtime), so a new build is picked up. */
export function pageTemplate(file: string): string {
  const st = statSync(file);
  const key = `${file}:${st.size}:${st.mtimeMs}`;
  const hit = templates.get(key);
  if (hit !== undefined) return hit;
  const html = readFileSync(file, 'utf8');
  templates.set(key, html);
  return html;
}

/**
 * The page with the response's nonce on every <script> and <style> tag: the only inline scripts and style
 * elements the page's CSP lets it have (the built page's boot style, antd's server-rendered styles).
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`);
}
