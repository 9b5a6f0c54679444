import { checkExternalTarget, linkTarget } from '@mfp/shared';
import type { LinkItem } from '@mfp/shared';

/** Where a footer or float item goes: an outer link (new tab, only to a host the site config permits, spec 8), or the main/faq page with its id. */
export type ItemHref = { kind: 'outer'; href: string } | { kind: 'inner'; to: string } | null;

export function itemHref(item: LinkItem, origin?: string): ItemHref {
  const target = linkTarget(item.url);
  if (target.kind === 'outer') {
    const c = checkExternalTarget(target.url, origin);
    return c.ok && c.external ? { kind: 'outer', href: c.url } : null;
  }
  if (target.kind === 'main' || target.kind === 'faq') return { kind: 'inner', to: target.id ? `/${target.kind}/${target.id}` : `/${target.kind}` };
  return null;
}
