import type { ReactNode } from 'react';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';

/*
 * Placeholders of the home blocks while their code or data loads. Each one is built from the classes of the
 * block it stands for (same grid, same tile, same line heights), so it takes the block's final size and
 * nothing below moves when the content arrives.
 */

const keys = (count: number) => Array.from({ length: count }, (_, i) => i);

/** Game tiles: a square icon and the two text lines of GameTile. */
export function GameTilesSkeleton({ count }: { count: number }) {
  return (
    <>
      {keys(count).map((i) => (
        <li key={i} className="lb-game" aria-hidden="true">
          <div className="lb-game__button lb-skel-tile">
            <span className="lb-skel-img lb-skel-img--square" />
            <span className="lb-game__name lb-skel-text">&nbsp;</span>
            <span className="lb-game__provider lb-skel-text lb-skel-text--short">&nbsp;</span>
          </div>
        </li>
      ))}
    </>
  );
}

const HALL_TABS = 4;

/** The hall game list: a row of tabs, the grid of `count` tiles and the "more games" line. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <>
      <div className="lb-tabs" aria-hidden="true">
        {keys(HALL_TABS).map((i) => (
          <span key={i} className="lb-tab lb-skel-tab">
            &nbsp;
          </span>
        ))}
      </div>
      <ul className="lb-game-grid" aria-hidden="true">
        <GameTilesSkeleton count={count} />
      </ul>
      <span className="lb-more" aria-hidden="true">
        &nbsp;
      </span>
    </>
  );
}

/** One row of game tiles (popular, hot). */
export function GameStripSkeleton({ count }: { count: number }) {
  return (
    <ul className="lb-game-strip" aria-hidden="true">
      <GameTilesSkeleton count={count} />
    </ul>
  );
}

/** A hidden list of `count` items, each holding `children` (the item's skeleton). */
function SkeletonList({ className, count, children }: { className: string; count: number; children: ReactNode }) {
  return (
    <ul className={className} aria-hidden="true">
      {keys(count).map((i) => (
        <li key={i}>{children}</li>
      ))}
    </ul>
  );
}

/** Content teasers: picture cards with a title line, or the FAQ's text rows. */
export function CardsSkeleton({ count, faq = false }: { count: number; faq?: boolean }) {
  if (faq)
    return (
      <SkeletonList className="lb-faq-list" count={count}>
        <span className="lb-faq-link lb-skel-row">&nbsp;</span>
      </SkeletonList>
    );
  return (
    <SkeletonList className="lb-cards" count={count}>
      <span className="lb-card">
        <span className="lb-skel-img lb-skel-img--card" />
        <span className="lb-card__title lb-skel-text">&nbsp;</span>
      </span>
    </SkeletonList>
  );
}

const SPONSOR_SLOTS = 4;

/** Sponsor logos (160 x 80, as the real images) with their caption line. */
export function SponsorsSkeleton() {
  return (
    <SkeletonList className="lb-sponsors" count={SPONSOR_SLOTS}>
      <span className="lb-skel-img lb-skel-img--sponsor" />
      <span className="lb-skel-text">&nbsp;</span>
    </SkeletonList>
  );
}

const AD_SLOTS = 2;

/** Ad tiles: one row of the 3:1 pictures. */
export function AdsSkeleton() {
  return (
    <SkeletonList className="lb-ads" count={AD_SLOTS}>
      <span className="lb-ad">
        <span className="lb-skel-img lb-skel-img--ad" />
      </span>
    </SkeletonList>
  );
}

/** A whole home section before its code has loaded: its real heading (and "see all" line) over the body's skeleton. */
export function SectionSkeleton({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  return (
    <section className="lb-section" aria-hidden="true">
      <div className="lb-section__head">
        <h2>{title}</h2>
        {more ? <span className="lb-more">{more}</span> : null}
      </div>
      {children}
    </section>
  );
}

/** The "hot games" strip is for members only: no placeholder for a visitor. */
export function HotStripSkeleton({ count }: { count: number }) {
  const { t } = useT();
  const { isLoggedIn } = useSite();
  if (!isLoggedIn) return null;
  return (
    <SectionSkeleton title={t('home.hot')}>
      <GameStripSkeleton count={count} />
    </SectionSkeleton>
  );
}
