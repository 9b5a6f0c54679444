import { within } from '../async/within.ts';
import { Writable } from 'node:stream';
import { loadStartContextRule } from './page-cache.ts';
import type { ServerRender } from './stream-page.ts';

/** How long a host server may spend rendering its first page before it listens; past it, it listens anyway. */
export const WARM_UP_BUDGET_MS = 15_000;

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

async function renderOnce(render: ServerRender): Promise<void> {
  await loadStartContextRule();
  const config = render.siteConfig();
  const remotes = render.pageRemotes ? await render.pageRemotes('/', config, 'warm-up') : undefined;
  const page = render.renderPage({ url: '/', nonce: '' }, { config, brand: '' }, { preloaded: remotes?.preloaded ?? {} });
  if (page.kind !== 'page') return;
  page.pipe(discard());
  await page.allReady;
}

/**
 * Renders `/` once before the host server listens: the federation runtime, the landing remote's server entry
 * and React's render path load now, not on the first request. A host server restarted behind nginx gets a
 * single probe request (max_fails=1) and stays out of the pool until it answers; a cold render kept it out for
 * seconds, and a second host lost then left nginx with none (the cluster's "host server killed under load").
 * Never throws; bounded by `budgetMs`.
 */
export async function warmUpRender(render: ServerRender, budgetMs = WARM_UP_BUDGET_MS): Promise<'warm' | 'late' | 'failed'> {
  const warm = renderOnce(render).then(
    () => 'warm' as const,
    (error: unknown) => {
      console.warn('[ssr] warm-up render failed: the first request renders cold', error);
      return 'failed' as const;
    },
  );
  return within(warm, budgetMs, 'late' as const);
}
