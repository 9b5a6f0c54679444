import { lazy, type ComponentType } from 'react';
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

function GamesPlaceholder() {
  const { t } = useT();
  return (
    <SectionSkeleton title={t('home.games')}>
      <GameGridSkeleton count={HOME_SIZES.hallGames} />
    </SectionSkeleton>
  );
}

function PopularPlaceholder() {
  const { t } = useT();
  return (
    <SectionSkeleton title={t('home.popular')}>
      <GameStripSkeleton count={HOME_SIZES.stripGames} />
    </SectionSkeleton>
  );
}

const teasersPlaceholder = (kind: 'discount' | 'news' | 'faq') =>
  function TeasersPlaceholder() {
    const { t } = useT();
    return (
      <SectionSkeleton title={t(`content.${kind}.title`)} more={t('home.see_all')}>
        <CardsSkeleton count={HOME_SIZES.teasers} faq={kind === 'faq'} />
      </SectionSkeleton>
    );
  };

function SponsorsPlaceholder() {
  const { t } = useT();
  return (
    <SectionSkeleton title={t('content.sponsor.title')} more={t('home.see_all')}>
      <SponsorsSkeleton />
    </SectionSkeleton>
  );
}

/** How each home block renders. */
export const HOME_BLOCKS: Record<HomeBlock, BlockSpec> = {
  banner: { Component: () => <BannerCarousel />, eager: true },
  smallBanners: { Component: () => <BannerCarousel kind="small" />, eager: true },
  marquee: { Component: Marquee, eager: true },
  jackpot: { Component: JackpotBox, eager: true },
  games: { Component: HomeGameList, eager: false, Placeholder: GamesPlaceholder },
  hot: { Component: () => <GameStrip kind="hot" />, eager: false, Placeholder: () => <HotStripSkeleton count={HOME_SIZES.stripGames} /> },
  popular: { Component: () => <GameStrip kind="popular" />, eager: false, Placeholder: PopularPlaceholder },
  ads: { Component: Ads, eager: false, Placeholder: AdsSkeleton },
  discounts: { Component: () => <ContentTeasers kind="discount" />, eager: false, Placeholder: teasersPlaceholder('discount') },
  news: { Component: () => <ContentTeasers kind="news" />, eager: false, Placeholder: teasersPlaceholder('news') },
  faq: { Component: () => <ContentTeasers kind="faq" />, eager: false, Placeholder: teasersPlaceholder('faq') },
  sponsors: { Component: Sponsors, eager: false, Placeholder: SponsorsPlaceholder },
};
