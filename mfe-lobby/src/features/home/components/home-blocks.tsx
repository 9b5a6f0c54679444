import { lazy, type ComponentType } from 'react';
import type { HomeBlock } from '../../templates/utils/template-table';
import { BannerCarousel } from './BannerCarousel';
import { JackpotBox } from './JackpotBox';
import { Marquee } from './Marquee';

const HomeGameList = lazy(() => import('./HomeGameList').then((m) => ({ default: m.HomeGameList })));
const GameStrip = lazy(() => import('./GameStrip').then((m) => ({ default: m.GameStrip })));
const ContentTeasers = lazy(() => import('./ContentTeasers').then((m) => ({ default: m.ContentTeasers })));
const Sponsors = lazy(() => import('./Sponsors').then((m) => ({ default: m.Sponsors })));
const Ads = lazy(() => import('./Ads').then((m) => ({ default: m.Ads })));

interface BlockSpec {
  Component: ComponentType;
  /** In the first view: rendered at once. Others load when scrolled near. */
  eager: boolean;
  /** Space kept before it loads (no layout shift). */
  minHeight: number;
}

/** How each home block renders. */
export const HOME_BLOCKS: Record<HomeBlock, BlockSpec> = {
  banner: { Component: () => <BannerCarousel />, eager: true, minHeight: 0 },
  smallBanners: { Component: () => <BannerCarousel kind="small" />, eager: true, minHeight: 0 },
  marquee: { Component: Marquee, eager: true, minHeight: 0 },
  jackpot: { Component: JackpotBox, eager: true, minHeight: 0 },
  games: { Component: HomeGameList, eager: false, minHeight: 420 },
  hot: { Component: () => <GameStrip kind="hot" />, eager: false, minHeight: 0 },
  popular: { Component: () => <GameStrip kind="popular" />, eager: false, minHeight: 260 },
  ads: { Component: Ads, eager: false, minHeight: 0 },
  discounts: { Component: () => <ContentTeasers kind="discount" />, eager: false, minHeight: 260 },
  news: { Component: () => <ContentTeasers kind="news" />, eager: false, minHeight: 260 },
  faq: { Component: () => <ContentTeasers kind="faq" />, eager: false, minHeight: 200 },
  sponsors: { Component: Sponsors, eager: false, minHeight: 180 },
};
