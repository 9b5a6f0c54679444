import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import { PORT_BASE, originOfPort } from './remotes';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..');

// shared and the host are CommonJS packages: their tables are required, not imported by name.
const routes = require('@mfp/shared/contracts') as typeof import('@mfp/shared/contracts');
const constants = require('@mfp/shared/constants') as typeof import('@mfp/shared/constants');
const renderState = require('@mfp/host-shell/server-render-state') as typeof import('@mfp/host-shell/server-render-state');

export const { SITE_ROUTES, matchSiteRoute, productionRedirect } = routes;
export const { COOKIE_NAMES, HALLS, HALL_IDS } = constants;
export const { SERVER_RENDER_STATE_ID } = renderState;
export type { SiteRoute } from '@mfp/shared/contracts';

/**
 * The server-rendering host of this run: the run's own host when it was started with MFP_SSR=1,
 * else the second host `host-server/start.ts --ssr-host` serves on base+20 (host-server/cdn/ports.ts), same backend,
 * same remotes, same site config. MFP_SSR_SITE_URL points elsewhere.
 */
export const SSR_SITE_URL =
  process.env.MFP_SSR_SITE_URL ??
  (process.env.MFP_SSR === '1' ? originOfPort(PORT_BASE) : originOfPort(PORT_BASE + 20));

/** The environment the run serves (host-server/cdn/origins.ts ENVIRONMENT): the production redirects are on only in 'production'. */
export const SITE_ENV = process.env.MFP_ENV ?? 'local';

export const LOCALES = ['en_US', 'bn_BD'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The two layouts as a browser announces them: its User-Agent, and the client hints the server asks for
 * (Accept-CH) and the layout guess reads (shared requestStartContext).
 */
export const LAYOUTS = {
  desktop: {
    userAgent: devices['Desktop Chrome'].userAgent,
    viewport: { width: 1366, height: 768 },
    hints: { 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': '1366' },
  },
  mobile: {
    userAgent: devices['Pixel 7'].userAgent,
    viewport: { width: 390, height: 844 },
    hints: { 'sec-ch-ua-mobile': '?1', 'sec-ch-viewport-width': '390' },
  },
} as const;
export type Layout = keyof typeof LAYOUTS;

type Messages = { [key: string]: string | Messages };

const messageFiles: Record<string, string> = {
  common: 'shared/src/i18n/locales/{locale}/common.json',
  host: 'host-shell/src/locales/{locale}/host.json',
  lobby: 'mfe-lobby/src/locales/{locale}/lobby.json',
  games: 'mfe-games/src/locales/{locale}/games.json',
  auth: 'mfe-auth/src/locales/{locale}/auth.json',
};
export type Namespace = keyof typeof messageFiles;
const loaded = new Map<string, Messages>();

/** A text of a locale file, by namespace and dotted key: the test never copies a text by hand. */
export function text(locale: Locale, ns: Namespace, key: string): string {
  const file = join(root, (messageFiles[ns] as string).replace('{locale}', locale));
  let messages = loaded.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    loaded.set(file, messages);
  }
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${locale} ${ns} text ${key}`);
  return node;
}
