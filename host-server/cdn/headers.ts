import { isPopupWindowPage } from '@mfp/shared/contracts';

/** Cache policy: content-hashed files never change; manifests, entries, config and pages always revalidate. */
export function cacheControlFor(path: string): string {
  if (/\/static\/.+\.[0-9a-f]{8,}\.(js|css|map)$/.test(path) || /\.[0-9a-f]{10}\.(svg|png|jpe?g|webp|woff2?)$/.test(path))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface CspSources {
  self: string;
  remotes: string[];
  api: string;
  socket: string;
}

/**
 * What a page's policy lets run or apply inline, as CSP source expressions. A page rendered for one response
 * names its nonce for both (byNonce); a kept page, the same bytes for every visitor, names the hashes of its
 * inline scripts and the nonce drawn when it was rendered for its style elements (kept-page-policy.ts).
 */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The inline sources of a page whose every inline script and style element carries this response's nonce. */
export const byNonce = (nonce: string): InlineSources => ({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] });

/**
 * Styles of a page: style elements only by the sources its inline policy names. The boot style and antd's
 * server-rendered styles carry the page's nonce from the server, antd's runtime styles from ConfigProvider's
 * csp, and the <style> elements React renders (the games' and the agent center's) from usePageNonce. Style
 * attributes stay allowed (style-src-attr): antd and rc-motion position and animate with them.
 */
function styleSources(origins: string, inline: InlineSources | undefined): string[] {
  // A file served as it is built (offline.html, which the service worker shows offline) has no nonce to carry.
  if (!inline) return [`style-src ${origins} 'unsafe-inline'`];
  return [`style-src ${[origins, ...inline.styles].join(' ')}`, `style-src-attr 'unsafe-inline'`];
}

/**
 * The Content-Security-Policy of the host page: its own origin, its remotes, the API and the socket host.
 * An HTML page adds its inline sources (a nonce, or the hashes of its inline scripts), which the server
 * wrote into the page; scripts stay allow-listed by origin too, since Module Federation and rspack insert the
 * remotes' entries and the lazy chunks as <script src> elements at run time. No 'unsafe-inline' for scripts, ever.
 */
export function contentSecurityPolicy({ self, remotes, api, socket }: CspSources, inline?: InlineSources): string {
  const scripts = [self, ...remotes].join(' ');
  const scriptSources = inline ? [...inline.scripts, scripts].join(' ') : scripts;
  const connect = [self, ...remotes, api, socket, socket.replace(/^ws/, 'http')].join(' ');
  return [
    `default-src ${self}`,
    `script-src ${scriptSources}`,
    ...styleSources(scripts, inline),
    // Images and game windows come through the site's own origin (the host proxies /assets/ and /sim/ to the API).
    `img-src ${self} data: blob:`,
    `font-src ${self} data:`,
    `connect-src ${connect}`,
    `frame-src ${self}`,
    // The host's service worker (sw.js) and its web app manifests.
    `worker-src ${self}`,
    `manifest-src ${self}`,
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Powerful features the site never uses: no page of it (nor a script injected into one) may ask for them. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  // A foreign page that opens the site gets no handle on it; the site's own pop-ups (member window, game
  // window, login hand-off) keep their opener, which their messages between windows need.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

/**
 * The opener policy of a host page. The pages of the site's pop-up windows (the member window, and
 * /loading, /close, /authCallback) have none: such a window goes on to pages without one (a game or a
 * payment page, proxied or on a provider's origin, or the member window's Deposit after /loading), and a
 * policy that changes on a navigation moves the window to another browsing context group, which clears
 * its name and leaves the site a closed handle (the game bar would think the game had ended at once).
 */
export function crossOriginOpenerFor(pathname: string): string {
  return isPopupWindowPage(pathname) ? 'unsafe-none' : 'same-origin-allow-popups';
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeFor(path: string): string {
  const ext = /\.[a-z0-9]+$/i.exec(path)?.[0]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** CORS for a remote's assets: only the host origins may read them. */
export function corsHeaders(requestOrigin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (!requestOrigin || !allowed.includes(requestOrigin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' };
}
