import { getSiteCookie } from '@mfp/shared/storage/site-cookies';

/**
 * A browser with `mfp_render=client` (COOKIE_NAMES.render) gets the static page, rendered in its own
 * JavaScript as with server rendering off. It gets nothing another visitor could not (the same page a late
 * render answers with), and it lets a browser see the page from its own requests: the tests that serve a
 * first view's data from the browser (hostile banners, a failing bulletin) and support comparing both renders.
 */
export function asksClientRender(cookieHeader: string | undefined): boolean {
  return getSiteCookie('render', { cookie: cookieHeader ?? '' }) === 'client';
}
