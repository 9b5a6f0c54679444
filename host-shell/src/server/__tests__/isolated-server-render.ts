import type { renderToText as RenderToText } from './render-to-string';

/** The contexts shared keeps one per process (server-snapshot's RequestStoresContext, page-nonce's PageNonceContext). */
const PROCESS_CONTEXT_KEYS = [Symbol.for('mfp.request-stores-context'), Symbol.for('mfp.page-nonce-context')];

/**
 * The server render in its own module registry, as on a real server: one process running React's server and
 * client renderers over the same context objects is a development warning of its own. Some contexts are one
 * object per process (PROCESS_CONTEXT_KEYS): the server's registry gets its own, the browser's are kept.
 */
export async function renderToText(...args: Parameters<typeof RenderToText>): ReturnType<typeof RenderToText> {
  let server: typeof import('./render-to-string') | undefined;
  const holder = globalThis as Record<symbol, unknown>;
  const browserContexts = PROCESS_CONTEXT_KEYS.map((key) => holder[key]);
  for (const key of PROCESS_CONTEXT_KEYS) delete holder[key];
  try {
    await jest.isolateModulesAsync(async () => {
      server = await import('./render-to-string');
    });
  } finally {
    PROCESS_CONTEXT_KEYS.forEach((key, i) => {
      holder[key] = browserContexts[i];
    });
  }
  if (!server) throw new Error('server render module not loaded');
  return server.renderToText(...args);
}
