import { DEFAULT_DESKTOP_TEMPLATE, DEFAULT_MOBILE_TEMPLATE } from '../../../common/hooks/use-site';

/** The blocks a home page can show. */
export type HomeBlock =
  | 'banner'
  | 'smallBanners'
  | 'marquee'
  | 'jackpot'
  | 'games'
  | 'popular'
  | 'hot'
  | 'ads'
  | 'discounts'
  | 'news'
  | 'faq'
  | 'sponsors';

export interface TemplateSpec {
  /** Home blocks, top to bottom. */
  home: readonly HomeBlock[];
  /** Accent of the template (the one visible colour difference). */
  accent: string;
}

/** The visible differences of the named templates (spec 2): which blocks appear, in which order. */
export const TEMPLATES: Readonly<Record<string, TemplateSpec>> = {
  site02: {
    home: ['banner', 'marquee', 'smallBanners', 'jackpot', 'games', 'hot', 'popular', 'ads', 'discounts', 'news', 'faq', 'sponsors'],
    accent: '#f5c518',
  },
  suncity: {
    home: ['banner', 'marquee', 'games', 'jackpot', 'discounts', 'hot', 'popular', 'sponsors', 'news'],
    accent: '#f59e0b',
  },
  apsport: {
    home: ['marquee', 'banner', 'popular', 'hot', 'games', 'discounts', 'news', 'faq'],
    accent: '#38bdf8',
  },
  bob: {
    home: ['banner', 'marquee', 'jackpot', 'games', 'hot', 'popular', 'discounts', 'sponsors'],
    accent: '#f5c518',
  },
};

/** The spec of a template by name; an unknown name falls back to the default of its layout. */
export function templateSpec(name: string, isDesktop: boolean): TemplateSpec {
  const fallback = isDesktop ? DEFAULT_DESKTOP_TEMPLATE : DEFAULT_MOBILE_TEMPLATE;
  return TEMPLATES[name] ?? (TEMPLATES[fallback] as TemplateSpec);
}
