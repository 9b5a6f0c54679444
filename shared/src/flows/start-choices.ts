import { memberPresentIn } from '../session/member-present';
import type { Cookies } from '../storage/cookie';
import { siteCookieIn } from '../storage/site-cookies';

/**
 * What a request's cookies choose of the page it starts in, before the site's offer resolves them: the
 * language and currency cookies as sent (spec 9) and the member-present cookie. React-free, so a server can
 * read it per request before the start-context rule (which loads the layout store) is loaded.
 */
export interface StartChoices {
  language: string | null;
  currency: string | null;
  member: boolean;
}

export const startChoicesOf = (cookies: Cookies): StartChoices => ({
  language: siteCookieIn('language', cookies),
  currency: siteCookieIn('currency', cookies),
  member: memberPresentIn(cookies),
});
