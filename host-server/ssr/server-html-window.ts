import { JSDOM } from 'jsdom';
import { provideServerHtmlWindow } from '@mfp/shared/flows/safe-html';

/**
 * Operator HTML (marquee, bulletins, news) is sanitised with DOMPurify, which needs a DOM: a server render
 * gets a jsdom window, so the server's HTML holds what the browser's sanitiser would give.
 */
export function installServerHtmlWindow(): void {
  provideServerHtmlWindow(new JSDOM('').window as unknown as Parameters<typeof provideServerHtmlWindow>[0]);
}
