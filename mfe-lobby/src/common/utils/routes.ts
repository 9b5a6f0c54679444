import { checkExternalTarget, checkInternalPath, linkTarget } from '@mfp/shared';

/** The route of each content kind (spec 2): news lives under /main. */
export const CONTENT_ROUTES = { discount: '/discount', news: '/main', faq: '/faq' } as const;
export type RoutedKind = keyof typeof CONTENT_ROUTES;

/** Where a footer/float/ad url leads: an outer link to a host the site config permits (spec 8), an inner path, or nowhere. */
export function itemHref(url: string): { external: boolean; href: string } | null {
  const target = linkTarget(url);
  if (target.kind === 'outer') {
    const checked = checkExternalTarget(target.url);
    return checked.ok && checked.external ? { external: true, href: checked.url } : null;
  }
  if (target.kind === 'main' || target.kind === 'faq') {
    return { external: false, href: target.id ? `/${target.kind}/${target.id}` : `/${target.kind}` };
  }
  const inner = checkInternalPath(url);
  return inner.ok ? { external: false, href: inner.url } : null;
}
