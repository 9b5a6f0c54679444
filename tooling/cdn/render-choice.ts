import { COOKIE_NAMES } from '../../shared/src/constants/cookies.ts';
import { parseCookies } from '../../shared/src/storage/cookie.ts';

/** The cookie by which a browser asks for its pages rendered in the browser. */
export const RENDER_COOKIE = COOKIE_NAMES.render;

/**
 * A browser with `mfp_render=client` gets the static page, rendered in its own JavaScript as with server
 * rendering off. It gets nothing another visitor could not (the same page a late render answers with), and it
 * lets a browser see the page from its own requests: the tests that serve a first view's data from the
 * browser (hostile banners, a failing bulletin) and support comparing both renders of a page.
 */
export function asksClientRender(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader) && parseCookies(cookieHeader ?? '')[RENDER_COOKIE] === 'client';
}
