import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { POPULAR_GP_ID, gameName, selectIsLoggedIn, useLayoutStore, useSessionStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { GameList } from '../../../common/components/game-list';
import { GameSearch } from '../../../common/components/game-search';
import { Tabs } from '../../../common/components/tabs';
import { isFavorite, useFavoriteStore } from '../../../common/favorites/favorite-store';
import { orderByIds, useGameList, useLastPlayed, useProviderGames } from '../hooks/use-game-data';
import { slotListHref } from './provider-card';
import { searchGames } from '../utils/search';
import { WalletBar } from '../../../common/wallet/components/wallet-bar';
import { listStatus } from '../../../common/list-status';

const SLOT_HALL = 2;
const ALL = 'all';
const LAST = 'last_play';
const FAV = 'my_favorite';

/** A provider's slot games (/slotgame, and the desktop game room /gameRoom with the provider list beside it). */
export function SlotListPage({ room }: { room: boolean }) {
  const { t, i18n } = useT();
  const [params] = useSearchParams();
  const gtId = Number(params.get('gt_id') ?? SLOT_HALL) || SLOT_HALL;
  const gpId = params.get('gp_id') ?? POPULAR_GP_ID;
  const house = params.get('house') ?? '';
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const overrides = useFavoriteStore((s) => s.overrides);
  const [tab, setTab] = useState(ALL);
  const [query, setQuery] = useState('');
  const data = useProviderGames(gpId, gtId, house);
  const last = useLastPlayed(tab === LAST);
  const list = useGameList();
  const providers = list.data?.find((h) => h.gt_id === gtId)?.gp_list ?? [];
  const popular = gpId === POPULAR_GP_ID;
  const main = data.data?.main ?? null;

  // The game-list tabs of spec 2/9 plus the server's slot label tabs (its Hot label included); no tab of our own for hot games.
  const labels = main?.label_list ?? [];
  const tabs = [
    { id: ALL, label: t('tabs.all_game') },
    ...labels.map((l) => ({ id: `label:${l.id}`, label: gameName({ game_name: l.name }, i18n.language) })),
    ...(loggedIn
      ? [
          { id: LAST, label: t('tabs.last_play') },
          { id: FAV, label: t('tabs.my_favorite') },
        ]
      : []),
  ];

  const games = useMemo(() => {
    const all = data.data?.list ?? [];
    const label = tab.startsWith('label:') ? labels.find((l) => `label:${l.id}` === tab) : undefined;
    const pick: Record<string, () => typeof all> = {
      [ALL]: () => all,
      [LAST]: () => orderByIds(all, last.data ?? []),
      [FAV]: () => all.filter((g) => isFavorite(overrides, g)),
    };
    const base = label ? all.filter((g) => label.game_ids.includes(g.id)) : (pick[tab] ?? pick[ALL])!();
    return searchGames(base, query);
  }, [data.data, tab, labels, last.data, overrides, query]);

  const status = tab === LAST && listStatus(data) === 'success' ? listStatus(last) : listStatus(data);
  const title = popular ? t('popular') : main?.gp_name || gpId;
  const inactive = main?.is_active === 0;

  const body = (
    <div>
      <div className="mfg-between">
        <h1>{title}</h1>
        <Link to={`/gameHall/${gtId}`} className="mfg-btn">
          {t('back_to_hall')}
        </Link>
      </div>
      {inactive ? <p className="mfg-badge" role="status">{t('provider.inactive')}</p> : null}
      <WalletBar />
      <div className="mfg-between mfg-toolbar">
        <Tabs items={tabs} value={tab} onChange={setTab} label={t('labels')} />
        <GameSearch value={query} onChange={setQuery} />
      </div>
      <GameList state={status} games={games} emptyKey={query ? 'search.none' : 'state.empty'} onRetry={() => void data.refetch()} />
    </div>
  );

  return (
    <section className="mfg-page" data-testid={room ? 'game-room' : 'slot-list'} data-gp-id={gpId}>
      {room && isDesktop ? (
        <div className="mfg-room">
          <nav className="mfg-room__side" aria-label={t('providers')}>
            <Link to={slotListHref({ gp_id: POPULAR_GP_ID, gt_id: gtId, house: '' }, true)} aria-current={popular ? 'page' : undefined}>
              {t('popular')}
            </Link>
            {providers
              .filter((p) => p.is_active !== 0)
              .map((p) => (
                <Link key={p.gp_id} to={slotListHref(p, true)} aria-current={p.gp_id === gpId ? 'page' : undefined}>
                  {p.gp_name}
                </Link>
              ))}
          </nav>
          {body}
        </div>
      ) : (
        body
      )}
    </section>
  );
}
