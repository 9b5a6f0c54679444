import type { APIRequestContext } from '@playwright/test';

/** The render state a server-rendered page carries (host-shell app/server-render-state.ts); absent: a client-rendered page. */
export interface PageRenderState {
  remotes?: Record<string, string>;
}

const STATE = /<script[^>]*\sid="mfp-ssr-state"[^>]*>([^<]*)<\/script>/;

/** The page's HTML as a crawler gets it (no JavaScript), and its render state if the server rendered it. */
export async function serverHtml(request: APIRequestContext, path: string, cookie?: string) {
  const res = await request.get(path, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const json = STATE.exec(html)?.[1];
  const state = json ? (JSON.parse(json) as PageRenderState) : null;
  return { res, html, state };
}
