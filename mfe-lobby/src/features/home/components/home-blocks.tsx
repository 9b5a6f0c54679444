import { lazy, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { HomeBlock } from '../utils/template-table';
import { HOME_SIZES } from '../utils/home-sizes';
import { BannerCarousel } from './banner-carousel';
import { JackpotBox } from './jackpot-box';
import { Marquee } from './marquee';
import {
  AdsSkeleton,
  CardsSkeleton,
  GameGridSkeleton,
  GameStripSkeleton,
  HotStripSkeleton,
  SectionSkeleton,
  SponsorsSkeleton,
} from './home-skeletons';

const HomeGameList = lazy(() => import('./home-game-list').then((m) => ({ default: m.HomeGameList })));
const GameStrip = lazy(() => import('./game-strip').then((m) => ({ default: m.GameStrip })));
const ContentTeasers = lazy(() => import('./content-teasers').then((m) => ({ default: m.ContentTeasers })));
const Sponsors = lazy(() => import('./sponsors').then((m) => ({ default: m.Sponsors })));
const Ads = lazy(() => import('./ads').then((m) => ({ default: m.Ads })));

interface BlockSpec {
  Component: ComponentType;
  /** In the first view: rendered at once. Others load when scrolled near. */
  eager: boolean;
  /** Stands in the block's final size until its code and data are there (no layout shift); eager blocks keep their own. */
  Placeholder?: ComponentType;
}

/** The placeholder of a home section: its heading (with "see all" when the section has it) over `body`. */
const sectionPlaceholder = (titleKey: string, body: ReactNode, seeAll = false) =>
  function SectionPlaceholder() {
    const { t } = useT();
    return (
      <SectionSkeleton title={t(titleKey)} more={seeAll ? t('home.see_all') : undefined}>
        {body}
      </SectionSkeleton>
    );
  };

const teasersPlaceholder = (kind: 'discount' | 'news' | 'faq') =>
  sectionPlaceholder(`content.${kind}.title`, <CardsSkeleton count={HOME_SIZES.teasers} faq={kind === 'faq'} />, true);

/** How each home block renders. */
export const HOME_BLOCKS: Record<HomeBlock, BlockSpec> = {
  banner: { Component: () => <BannerCarousel />, eager: true },
  smallBanners: { Component: () => <BannerCarousel kind="small" />, eager: true },
  marquee: { Component: Marquee, eager: true },
  jackpot: { Component: JackpotBox, eager: true },
  games: { Component: HomeGameList, eager: false, Placeholder: sectionPlaceholder('home.games', <GameGridSkeleton count={HOME_SIZES.hallGames} />) },
  hot: { Component: () => <GameStrip kind="hot" />, eager: false, Placeholder: () => <HotStripSkeleton count={HOME_SIZES.stripGames} /> },
  popular: { Component: () => <GameStrip kind="popular" />, eager: false, Placeholder: sectionPlaceholder('home.popular', <GameStripSkeleton count={HOME_SIZES.stripGames} />) },
  ads: { Component: Ads, eager: false, Placeholder: AdsSkeleton },
  discounts: { Component: () => <ContentTeasers kind="discount" />, eager: false, Placeholder: teasersPlaceholder('discount') },
  news: { Component: () => <ContentTeasers kind="news" />, eager: false, Placeholder: teasersPlaceholder('news') },
  faq: { Component: () => <ContentTeasers kind="faq" />, eager: false, Placeholder: teasersPlaceholder('faq') },
  sponsors: { Component: Sponsors, eager: false, Placeholder: sectionPlaceholder('content.sponsor.title', <SponsorsSkeleton />, true) },
};
