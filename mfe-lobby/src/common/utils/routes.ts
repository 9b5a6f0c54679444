import { linkTarget } from '@mfp/shared';

/** The route of each content kind (spec 2): news lives under /main. */
export const CONTENT_ROUTES = { discount: '/discount', news: '/main', faq: '/faq' } as const;
export type RoutedKind = keyof typeof CONTENT_ROUTES;

/** Where a footer/float/ad url leads: an outer link, an inner path, or nowhere. */
export function itemHref(url: string): { external: boolean; href: string } | null {
  const target = linkTarget(url);
  if (target.kind === 'outer') return { external: true, href: target.url };
  if (target.kind === 'main' || target.kind === 'faq') {
    return { external: false, href: target.id ? `/${target.kind}/${target.id}` : `/${target.kind}` };
  }
  return url.startsWith('/') && !url.startsWith('//') ? { external: false, href: url } : null;
}
