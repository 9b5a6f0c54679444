import { within } from '../async/within.ts';
import { Writable } from 'node:stream';
import { SITE_ROUTES, type SiteRoute } from '@mfp/shared/contracts';
import { pageRemoteOf } from '../ssr/page-remote-of.ts';
import { loadStartContextRule } from './page-cache.ts';
import type { ServerRender } from './page-render.ts';

/** How long a host server may spend rendering its first page before it listens; past it, it listens anyway. */
export const WARM_UP_BUDGET_MS = 15_000;
/** How often the warm-up asks whether the landing page's remote answers yet. */
const REMOTE_POLL_MS = 100;
/** The canary draw the warm-up renders with (any session id: the first real one draws its own). */
const WARM_UP_SESSION = 'warm-up';

export type WarmUpOutcome = 'warm' | 'late' | 'failed';

/**
 * One visitor page of each remote (the first of its routes with no parameter), whose version the warm-up loads
 * besides rendering `/`: a remote loaded on a page's first request misses the render budget, and that page
 * would go out rendered in the browser (a member-only page and a remote with no server entry load nothing).
 */
export function warmUpPaths(): string[] {
  const first = new Map<string, string>();
  for (const route of SITE_ROUTES as readonly SiteRoute[])
    if (route.owner !== 'host' && !route.membersOnly && !route.path.includes(':') && !first.has(route.owner)) first.set(route.owner, route.path);
  return [...first.values()];
}

/** Whether a URL answers 2xx now (its body is not read). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export interface WarmUpDeps {
  /** Whether the landing remote's manifest answers; a real fetch unless a test says. */
  answers?: (url: string) => Promise<boolean>;
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Waits until `url` answers or `deadline` passes. The remotes' origins may start after this host server (the
 * cluster's host nodes are processes of their own) or live on a CDN that is slow to answer: a render before
 * they answer would only fail to load the remote, and the version loader would then wait before trying again.
 */
async function untilAnswers(url: string, deadline: number, ask: (url: string) => Promise<boolean>): Promise<boolean> {
  while (Date.now() < deadline) {
    if (await ask(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, REMOTE_POLL_MS));
  }
  return false;
}

async function renderOnce(render: ServerRender, deadline: number, ask: (url: string) => Promise<boolean>): Promise<WarmUpOutcome> {
  await loadStartContextRule();
  const config = render.siteConfig();
  const landing = render.pageRemotes ? pageRemoteOf('/', config, WARM_UP_SESSION) : null;
  if (landing && !(await untilAnswers(landing.manifestUrl, deadline, ask))) return 'late';
  const remotes = render.pageRemotes ? await render.pageRemotes('/', config, WARM_UP_SESSION) : undefined;
  const page = render.renderPage({ url: '/', nonce: '' }, { config, brand: '' }, { preloaded: remotes?.preloaded ?? {} });
  if (page.kind === 'page') {
    page.pipe(discard());
    await page.allReady;
  }
  const { pageRemotes } = render;
  if (pageRemotes) await Promise.all(warmUpPaths().filter((path) => path !== '/').map((path) => pageRemotes(path, config, WARM_UP_SESSION)));
  return 'warm';
}

/**
 * Renders `/` once before the host server listens, once the landing page's remote answers, and loads the other
 * remotes' server entries (warmUpPaths): the federation runtime, the remotes and React's render path load now,
 * not on the first request. A host
 * server restarted behind nginx gets a single probe request (max_fails=1) and stays out of the pool until it
 * answers; a cold render kept it out for seconds, and a second host lost then left nginx with none (the
 * cluster's "host server killed under load"). Never throws; bounded by `budgetMs`.
 */
export async function warmUpRender(render: ServerRender, budgetMs = WARM_UP_BUDGET_MS, deps: WarmUpDeps = {}): Promise<WarmUpOutcome> {
  const warm = renderOnce(render, Date.now() + budgetMs, deps.answers ?? answers).catch((error: unknown) => {
    console.warn('[ssr] warm-up render failed: the first request renders cold', error);
    return 'failed' as const;
  });
  return within(warm, budgetMs, 'late' as const);
}
