import type { renderToText as RenderToText } from './render-to-string';

const REQUEST_STORES_KEY = Symbol.for('mfp.request-stores-context');

/**
 * The server render in its own module registry, as on a real server: one process running React's server and
 * client renderers over the same context objects is a development warning of its own. RequestStoresContext is
 * one object per process (shared server-snapshot): the server's registry gets its own, the browser's is kept.
 */
export async function renderToText(...args: Parameters<typeof RenderToText>): ReturnType<typeof RenderToText> {
  let server: typeof import('./render-to-string') | undefined;
  const holder = globalThis as Record<symbol, unknown>;
  const browserContext = holder[REQUEST_STORES_KEY];
  delete holder[REQUEST_STORES_KEY];
  try {
    await jest.isolateModulesAsync(async () => {
      server = await import('./render-to-string');
    });
  } finally {
    holder[REQUEST_STORES_KEY] = browserContext;
  }
  if (!server) throw new Error('server render module not loaded');
  return server.renderToText(...args);
}
