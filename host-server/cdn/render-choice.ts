import type { Cookies } from '@mfp/shared/storage/cookie';
import { siteCookieIn } from '@mfp/shared/storage/site-cookies';

/** Where a request's page is rendered: on the server (the default) or in the browser. */
export type RenderChoice = 'server' | 'client';

/**
 * A browser with `mfp_render=client` (COOKIE_NAMES.render) gets the static page, rendered in its own
 * JavaScript as with server rendering off. It gets nothing another visitor could not (the same page a late
 * render answers with), and it lets a browser see the page from its own requests: the tests that serve a
 * first view's data from the browser (hostile banners, a failing bulletin) and support comparing both renders.
 */
export const renderChoiceOf = (cookies: Cookies): RenderChoice => (siteCookieIn('render', cookies) === 'client' ? 'client' : 'server');
