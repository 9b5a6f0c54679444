import { createContext, useContext, type Context } from 'react';

/** antd's CSP setting (ConfigProvider `csp`): the nonce its runtime <style> elements carry. */
export interface AntdCsp {
  nonce?: string;
}

const NO_CSP: AntdCsp = {};
let pageCsp: AntdCsp | undefined;

/**
 * The page's CSP nonce as the server wrote it on the page's scripts: antd's
 * runtime styles carry it, so the policy needs no 'unsafe-inline' for style elements. The browser hides a
 * nonce attribute's value once parsed; the element's `nonce` property keeps it. Empty on the server and on a
 * page served without one.
 */
export function readPageNonce(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const tag = doc?.querySelector<HTMLElement>('script[nonce], style[nonce]');
  return tag?.nonce || tag?.getAttribute('nonce') || undefined;
}

/** The csp setting of every antd ConfigProvider of the page: one object, read once (a page's nonce never changes). */
export function antdCsp(): AntdCsp {
  if (typeof document === 'undefined') return NO_CSP;
  pageCsp ??= { nonce: readPageNonce() };
  return pageCsp;
}

const CONTEXT_KEY = Symbol.for('mfp.page-nonce-context');
const holder = globalThis as { [CONTEXT_KEY]?: Context<string | undefined> };

/**
 * The response's nonce during a server render (the server has no document to read it from). One object per
 * process, like RequestStoresContext: the host's server bundle and the remotes it loads meet in it.
 */
export const PageNonceContext = (holder[CONTEXT_KEY] ??= createContext<string | undefined>(undefined));

/**
 * The nonce of a React-rendered <style> element: the server render's from its context, the
 * browser's from the page. Both give the same value, so hydration sees no difference (React compares the
 * element's `nonce` property, which the browser keeps).
 */
export function usePageNonce(): string | undefined {
  return useContext(PageNonceContext) ?? antdCsp().nonce;
}
