import type { BrowserContext, ConsoleMessage } from '@playwright/test';

let watchers = 0;

/**
 * The script (by its sourceURL) through which every page of a watched context parses HTML into an inert
 * document: a <template>'s contents, a DOMParser document. Chromium checks an inline event handler against
 * the page's policy when the attribute is parsed, in such a document too (measured on Chromium 156 for
 * template, DOMParser, createHTMLDocument and parseHTMLUnsafe alike), although nothing there can ever run:
 * the site's sanitiser (shared/src/flows/safe-html.ts) parses hostile operator HTML into a template this
 * way. Each such report then names this script as its source, since the wrapper below makes the call.
 */
export const INERT_PARSE_SCRIPT = 'mfp-csp-guard-inert-parse.js';

/** Runs in the page before its own scripts: the inert parsing entry points, each called through a wrapper of this script. */
function routeInertParsesThroughThisScript(): void {
  const template = HTMLTemplateElement.prototype;
  const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (innerHTML?.get && innerHTML.set && !Object.prototype.hasOwnProperty.call(template, 'innerHTML')) {
    const { get, set } = innerHTML;
    Object.defineProperty(template, 'innerHTML', {
      configurable: true,
      enumerable: innerHTML.enumerable,
      get(this: HTMLTemplateElement) {
        return get.call(this);
      },
      set(this: HTMLTemplateElement, html: string) {
        set.call(this, html);
      },
    });
  }
  const setHTMLUnsafe = (Element.prototype as { setHTMLUnsafe?: (html: string) => void }).setHTMLUnsafe;
  if (setHTMLUnsafe && !Object.prototype.hasOwnProperty.call(template, 'setHTMLUnsafe')) {
    Object.defineProperty(template, 'setHTMLUnsafe', {
      configurable: true,
      writable: true,
      value(this: HTMLTemplateElement, html: string) {
        setHTMLUnsafe.call(this, html);
      },
    });
  }
  const parseFromString = DOMParser.prototype.parseFromString;
  DOMParser.prototype.parseFromString = function (this: DOMParser, text: string, type: DOMParserSupportedType) {
    return parseFromString.call(this, text, type);
  };
  const documentClass = Document as unknown as { parseHTMLUnsafe?: (html: string) => Document };
  const parseHTMLUnsafe = documentClass.parseHTMLUnsafe;
  if (parseHTMLUnsafe) documentClass.parseHTMLUnsafe = (html: string) => parseHTMLUnsafe.call(Document, html);
}

const INERT_PARSE_SOURCE = `(${routeInertParsesThroughThisScript.toString()})();\n//# sourceURL=${INERT_PARSE_SCRIPT}\n`;
const routed = new WeakSet<BrowserContext>();

const INLINE_HANDLER_REPORT = /^Executing inline event handler violates/;

/**
 * A console report of an inline event handler met while HTML was parsed into an inert document: raised
 * inside the wrapper above, so nothing else (a handler in the live page, in an element of it that is not
 * attached, or copied out of a template into it) can carry its source. Only in a context being watched.
 */
export function isInertParseReport(msg: ConsoleMessage): boolean {
  return INLINE_HANDLER_REPORT.test(msg.text()) && msg.location().url === INERT_PARSE_SCRIPT;
}

export interface CspWatch {
  /** The violations seen so far. */
  violations(): string[];
  /** Stops watching; the violations seen. */
  stop(): string[];
}

/**
 * Watches every page, pop-up and frame of a browser context for Content-Security-Policy violations:
 * the `securitypolicyviolation` event of each document and Chromium's console report of each. An inline
 * handler's report whose target is not an element of the live page (one parsed outside it) is judged by its
 * console report alone, which names where the parse was made: only the inert parses above are no violation.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  const seen: string[] = [];
  if (!routed.has(context)) {
    routed.add(context);
    await context.addInitScript(INERT_PARSE_SOURCE);
  }
  // One binding per watcher: a spec may watch on its own beside the run-wide guard.
  const BINDING = `__mfpCspViolation${++watchers}`;
  await context.exposeBinding(BINDING, (_source, text: unknown) => void seen.push(String(text)));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.effectiveDirective === 'script-src-attr' && !(e.target instanceof Element)) return;
      const report = (window as unknown as Record<string, ((t: string) => Promise<void>) | undefined>)[binding];
      const target = e.target instanceof Element ? ` on <${e.target.localName}>` : '';
      void report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}${target} in ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  }, BINDING);
  const onConsole = (msg: ConsoleMessage) => {
    if (!/Content Security Policy/i.test(msg.text()) || isInertParseReport(msg)) return;
    const { url, lineNumber } = msg.location();
    seen.push(`console: ${msg.text().slice(0, 300)} (${url || 'no source'}:${lineNumber})`);
  };
  context.on('console', onConsole);
  let watching = true;
  return {
    violations: () => [...seen],
    stop() {
      if (watching) context.off('console', onConsole);
      watching = false;
      return [...seen];
    },
  };
}
