import { useQuery } from '@tanstack/react-query';
import { hotGamesQuery, tagGameListQuery, viewerOf } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';
import type { HomeGame } from '../utils/game-click';
import { HOME_SIZES } from '../utils/home-sizes';
import { GameTile } from './game-tile';
import { GameStripSkeleton } from './home-skeletons';

const SLOT_HALL = 2;

/** Popular games (tag list, everyone) or hot games (members only) as one row. */
export function GameStrip({ kind }: { kind: 'popular' | 'hot' }) {
  const { t } = useT();
  const site = useSite();
  const enabled = kind === 'popular' || site.isLoggedIn;
  const hot = useQuery({
    ...hotGamesQuery<HomeGame>({ site_id: site.siteId, currency: site.currency, gt_id: SLOT_HALL }),
    enabled: kind === 'hot' && site.isLoggedIn,
  });
  const popular = useQuery({
    ...tagGameListQuery<HomeGame>(
      { site_id: site.siteId, currency: site.currency, support_device: site.deviceNumber, tag: 'popular', gt_id: SLOT_HALL },
      viewerOf(site.isLoggedIn),
    ),
    enabled: kind === 'popular',
  });
  const state = kind === 'hot' ? hot : popular;
  if (!enabled) return null;
  return (
    <section className="lb-section" aria-labelledby={`lb-${kind}-title`} data-testid={`lobby-${kind}`}>
      <div className="lb-section__head">
        <h2 id={`lb-${kind}-title`}>{t(`home.${kind}`)}</h2>
      </div>
      <AsyncView state={state} isEmpty={(d) => d.length === 0} minHeight={200} skeleton={<GameStripSkeleton count={HOME_SIZES.stripGames} />} testId={`lobby-${kind}`}>
        {(games) => (
          <ul className="lb-game-strip">
            {games.slice(0, HOME_SIZES.stripGames).map((g) => (
              <GameTile key={g.id} game={g} />
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
