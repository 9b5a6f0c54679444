import { checkUrl, linkTarget } from '@mfp/shared';
import type { LinkItem } from '@mfp/shared';

/** Where a footer or float item goes: an outer link (new tab, safe protocols only), or the main/faq page with its id. */
export type ItemHref = { kind: 'outer'; href: string } | { kind: 'inner'; to: string } | null;

export function itemHref(item: LinkItem, origin?: string): ItemHref {
  const target = linkTarget(item.url);
  if (target.kind === 'outer') {
    const c = checkUrl(target.url, { allowExternal: true, ...(origin ? { origin } : {}) });
    return c.ok ? { kind: 'outer', href: c.url } : null;
  }
  if (target.kind === 'main' || target.kind === 'faq') return { kind: 'inner', to: target.id ? `/${target.kind}/${target.id}` : `/${target.kind}` };
  return null;
}
