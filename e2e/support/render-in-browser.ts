import type { BrowserContext } from '@playwright/test';
import { PORT_BASE, originOfPort } from './remotes';
import { COOKIE_NAMES } from './ssr-site';

/**
 * The context's pages are rendered in the browser (cookie mfp_render=client, host-server/cdn/render-choice.ts),
 * for specs that serve a first view's data from the browser (page.route): a server-rendered page carries that
 * data already and never asks for it.
 */
export async function renderInBrowser(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: COOKIE_NAMES.render, value: 'client', url: originOfPort(PORT_BASE) }]);
}
