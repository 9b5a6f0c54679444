import { postHotGames, postTagGameList } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { useAsync } from '../../../common/hooks/use-async';
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
  const state = useAsync(
    async (): Promise<HomeGame[]> => {
      if (kind === 'hot') {
        return (await postHotGames<HomeGame>({ site_id: site.siteId, currency: site.currency, gt_id: SLOT_HALL })).data ?? [];
      }
      const reply = await postTagGameList<HomeGame[]>({
        site_id: site.siteId,
        currency: site.currency,
        support_device: site.deviceNumber,
        tag: 'popular',
        gt_id: SLOT_HALL,
      });
      return reply.data?.info ?? [];
    },
    enabled ? `${kind}|${site.currency}|${site.deviceNumber}|${site.isLoggedIn}` : null,
  );
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
