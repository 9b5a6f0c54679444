import type { BrowserContext, ConsoleMessage } from '@playwright/test';

let watchers = 0;

/**
 * Chromium reports an inline event handler met while the sanitiser parses hostile server HTML in its
 * inert DOMParser document (script-src-attr, "Executing inline event handler"), although nothing runs
 * and nothing reaches the page: the XSS suite proves that with the CSP off (no handler ran, no on*
 * attribute in the DOM). Those reports are not violations by the site; every other directive counts.
 */
export const SANITISER_PARSE_REPORT = /^script-src-attr blocked inline |inline event handler/i;

/**
 * Watches every page, pop-up and frame of a browser context for Content-Security-Policy violations:
 * the `securitypolicyviolation` event of each document and Chromium's console report. Returns a
 * function that stops watching and gives what was seen.
 */
export async function watchCspViolations(context: BrowserContext): Promise<() => string[]> {
  const seen = new Set<string>();
  // One binding per watcher: a spec may watch on its own beside the run-wide guard.
  const BINDING = `__mfpCspViolation${++watchers}`;
  await context.exposeBinding(BINDING, (_source, text: unknown) => {
    if (!SANITISER_PARSE_REPORT.test(String(text))) seen.add(String(text));
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, ((t: string) => Promise<void>) | undefined>)[binding];
      void report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  }, BINDING);
  const onConsole = (msg: ConsoleMessage) => {
    if (/Content Security Policy/i.test(msg.text()) && !SANITISER_PARSE_REPORT.test(msg.text())) seen.add(`console: ${msg.text()}`);
  };
  context.on('console', onConsole);
  return () => {
    context.off('console', onConsole);
    return [...seen];
  };
}
