import type { BrowserContext, ConsoleMessage, WebError } from '@playwright/test';

/**
 * Console lines that are defects wherever they appear in a run: an i18n key with no text (shared
 * i18n reports it), and React's hydration mismatch reports (server HTML the client did not render).
 */
export const GUARDED_CONSOLE = [
  /^\[mfp\] missing i18n key /,
  /hydrat(ion|ed|ing).*(mismatch|did not match|failed|error)/i,
  /did not match\. Server:/i,
  /Text content does not match server-rendered HTML/i,
  /There was an error while hydrating/i,
  // React's production build (the e2e run's) names them by code only, and reports them as uncaught errors
  // (window.reportError), which reach Playwright as page errors, not console lines: 418 hydration mismatch,
  // 423 and 425 (React 18's recoverable and text mismatches).
  /Minified React error #(418|423|425)\b/,
];

/** Watches every page of a context for guarded console lines and page errors; returns a stop function giving what was seen. */
export function watchConsole(context: BrowserContext): () => string[] {
  const seen = new Set<string>();
  const onConsole = (msg: ConsoleMessage) => {
    const text = msg.text();
    if (GUARDED_CONSOLE.some((re) => re.test(text))) seen.add(`${msg.type()}: ${text.slice(0, 300)} (${msg.location().url})`);
  };
  const onPageError = (error: WebError) => {
    const text = error.error().message;
    if (GUARDED_CONSOLE.some((re) => re.test(text))) seen.add(`page error: ${text.slice(0, 300)} (${error.page()?.url() ?? 'no page'})`);
  };
  context.on('console', onConsole);
  context.on('weberror', onPageError);
  return () => {
    context.off('console', onConsole);
    context.off('weberror', onPageError);
    return [...seen];
  };
}
