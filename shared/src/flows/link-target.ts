import { siteStore } from '../stores/site-store';
import { checkLinkTarget, type UrlCheck } from './url-safety';

/** Checks a target that may leave the site (banner link_type 0, outer footer/float/ad/sponsor links, the CS link, app links, build redirects) against the site config's linkHosts (spec 8). */
export function checkExternalTarget(raw: string, origin?: string): UrlCheck {
  return checkLinkTarget(raw, siteStore.getState().linkHosts, origin);
}
