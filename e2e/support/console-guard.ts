import type { BrowserContext, ConsoleMessage } from '@playwright/test';

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
];

/** Watches every page of a context for guarded console lines; returns a stop function giving what was seen. */
export function watchConsole(context: BrowserContext): () => string[] {
  const seen = new Set<string>();
  const onConsole = (msg: ConsoleMessage) => {
    const text = msg.text();
    if (GUARDED_CONSOLE.some((re) => re.test(text))) seen.add(`${msg.type()}: ${text.slice(0, 300)} (${msg.location().url})`);
  };
  context.on('console', onConsole);
  return () => {
    context.off('console', onConsole);
    return [...seen];
  };
}
