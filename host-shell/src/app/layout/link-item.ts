import { checkLinkTarget, linkTarget } from '@mfp/shared';
import type { LinkItem } from '@mfp/shared';

/**
 * Where a footer or float item goes: an outer link (new tab, only to one of the site config's `linkHosts`, spec 8),
 * or the main/faq page with its id. The hosts are passed in (useSiteStore): a server render reads its request's,
 * as the browser's hydration does, so the item is the same link on both sides.
 */
export type ItemHref = { kind: 'outer'; href: string } | { kind: 'inner'; to: string } | null;

export function itemHref(item: LinkItem, linkHosts: readonly string[], origin?: string): ItemHref {
  const target = linkTarget(item.url);
  if (target.kind === 'outer') {
    const c = checkLinkTarget(target.url, linkHosts, origin);
    return c.ok && c.external ? { kind: 'outer', href: c.url } : null;
  }
  if (target.kind === 'main' || target.kind === 'faq') return { kind: 'inner', to: target.id ? `/${target.kind}/${target.id}` : `/${target.kind}` };
  return null;
}
