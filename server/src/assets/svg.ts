/** Generated SVG artwork so the site needs no image fetched from outside. */

const PALETTE = ['#e4572e', '#17bebb', '#ffc914', '#2e282a', '#76b041', '#6a4c93', '#1982c4', '#ff595e', '#8ac926', '#ff924c'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function colors(seed: string): [string, string] {
  const h = hash(seed);
  return [PALETTE[h % PALETTE.length]!, PALETTE[(h >>> 8) % PALETTE.length]!];
}

export interface CardOptions {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  seed?: string;
  dark?: boolean;
}

/** A gradient card with a title and an optional subtitle. */
export function cardSvg(o: CardOptions): string {
  const [a, b] = colors(o.seed ?? o.title);
  const fg = o.dark ? '#f5f5f5' : '#ffffff';
  const size = Math.max(12, Math.round(Math.min(o.width / Math.max(o.title.length, 6) * 1.4, o.height / 4)));
  const sub = o.subtitle
    ? `<text x="50%" y="${Math.round(o.height * 0.78)}" font-size="${Math.round(size * 0.55)}" fill="${fg}" opacity="0.85" text-anchor="middle" font-family="sans-serif">${escapeXml(o.subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.dark ? '#1d1d2b' : a}"/><stop offset="1" stop-color="${o.dark ? a : b}"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" rx="${Math.round(Math.min(o.width, o.height) / 12)}" fill="url(#g)"/>`
    + `<circle cx="${Math.round(o.width * 0.85)}" cy="${Math.round(o.height * 0.2)}" r="${Math.round(o.height * 0.3)}" fill="${fg}" opacity="0.12"/>`
    + `<text x="50%" y="52%" font-size="${size}" font-weight="700" fill="${fg}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${escapeXml(o.title)}</text>`
    + sub
    + '</svg>';
}

/** A round icon with initials, e.g. for a provider or a hall. */
export function iconSvg(label: string, active = false, dark = false): string {
  const [a] = colors(label);
  const fill = active ? a : dark ? '#2b2b3a' : '#e8e8ee';
  const fg = active || dark ? '#ffffff' : '#333344';
  const text = escapeXml(label.slice(0, 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">`
    + `<circle cx="48" cy="48" r="46" fill="${fill}" stroke="${a}" stroke-width="3"/>`
    + `<text x="48" y="50" font-size="${text.length > 3 ? 22 : 28}" font-weight="700" fill="${fg}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif">${text}</text>`
    + '</svg>';
}
