import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { templateGameListQuery, viewerOf } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';
import type { HomeGame } from '../utils/game-click';
import { HOME_SIZES } from '../utils/home-sizes';
import { GameTile } from './game-tile';
import { GameGridSkeleton } from './home-skeletons';

interface HallGames {
  gt_id: number;
  en_name: string;
  name?: Record<string, string>;
  game_list: HomeGame[];
}

/** The home game list by hall (tabs), with demo play for visitors. */
export function HomeGameList() {
  const { t } = useT();
  const site = useSite();
  const state = useQuery(
    templateGameListQuery<HallGames>(
      { site_id: site.siteId, currency: site.currency, support_device: site.deviceNumber },
      viewerOf(site.isLoggedIn),
    ),
  );
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <section className="lb-section" aria-labelledby="lb-games-title" data-testid="lobby-games">
      <div className="lb-section__head">
        <h2 id="lb-games-title">{t('home.games')}</h2>
      </div>
      <AsyncView state={state} isEmpty={(d) => d.length === 0} minHeight={260} skeleton={<GameGridSkeleton count={HOME_SIZES.hallGames} />} testId="lobby-games">
        {(halls) => {
          const hall = halls.find((h) => h.gt_id === chosen) ?? halls[0];
          if (!hall) return null;
          return (
            <>
              <div className="lb-tabs" role="tablist" aria-label={t('home.halls')}>
                {halls.map((h) => (
                  <button
                    key={h.gt_id}
                    type="button"
                    role="tab"
                    aria-selected={h.gt_id === hall.gt_id}
                    className={h.gt_id === hall.gt_id ? 'lb-tab is-active' : 'lb-tab'}
                    onClick={() => setChosen(h.gt_id)}
                  >
                    {h.name?.[site.locale] ?? h.en_name}
                  </button>
                ))}
              </div>
              {/* The panel wraps the list: a ul given role="tabpanel" is no list, and its li items lose their parent (axe listitem). */}
              <div role="tabpanel">
                <ul className="lb-game-grid">
                  {hall.game_list.slice(0, HOME_SIZES.hallGames).map((g) => (
                    <GameTile key={g.id} game={g} />
                  ))}
                </ul>
              </div>
              <Link className="lb-more" to={`/gameHall/${hall.gt_id}`}>
                {t('home.more_games')}
              </Link>
            </>
          );
        }}
      </AsyncView>
    </section>
  );
}
