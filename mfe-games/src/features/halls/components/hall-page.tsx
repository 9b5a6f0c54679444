import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  GAME_LIST_TABS,
  HALLS,
  POPULAR_GP_ID,
  isHallId,
  openModal,
  selectIsLoggedIn,
  useLayoutStore,
  useSessionStore,
  type GameListTab,
} from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { GameList } from '../../../common/components/game-list';
import { GameSearch } from '../../../common/components/game-search';
import { Tabs } from '../../../common/components/tabs';
import { isFavorite, useFavoriteStore } from '../../../common/favorites/favorite-store';
import { SportQuickBet } from './sport-quick-bet';
import { WalletBar } from '../../../common/wallet/components/wallet-bar';
import { orderByIds, useGameList, useHallGames, useLastPlayed } from '../hooks/use-game-data';
import { searchGames } from '../utils/search';
import { HallNav } from './hall-nav';
import { ProviderCard, slotListHref } from './provider-card';
import { Link } from 'react-router-dom';
import { listStatus } from '../../../common/list-status';

const SLOT_HALL = 2;
const SPORT_HALL = 4;
/** The spec's tab order is all games, last played, favourites. */
const TAB_ORDER: readonly GameListTab[] = ['all_game', 'last_play', 'my_favorite'];

/** A game hall by id (spec 1): providers, tabs all/last played/favourites, search in both languages. */
export function HallPage() {
  const { t } = useT();
  const { gtId = String(SLOT_HALL) } = useParams();
  const id = Number(gtId);
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const overrides = useFavoriteStore((s) => s.overrides);
  const [tab, setTab] = useState<GameListTab>('all_game');
  const [query, setQuery] = useState('');
  const list = useGameList();
  const hall = list.data?.find((h) => h.gt_id === id) ?? null;
  const needGames = query.trim() !== '' || tab !== 'all_game';
  const games = useHallGames(hall?.gp_list ?? null, id, needGames && (tab === 'all_game' || loggedIn));
  const last = useLastPlayed(tab === 'last_play');

  const shown = useMemo(() => {
    const all = games.data ?? [];
    const byTab =
      tab === 'my_favorite'
        ? all.filter((g) => isFavorite(overrides, g))
        : tab === 'last_play'
          ? orderByIds(all, last.data ?? [])
          : all;
    return searchGames(byTab, query);
  }, [games.data, tab, overrides, last.data, query]);

  if (!isHallId(id)) return <p role="alert" className="mfg-state">{t('unknown_hall')}</p>;
  const tabs = TAB_ORDER.filter((x) => GAME_LIST_TABS.includes(x)).map((x) => ({ id: x, label: t(`tabs.${x}`) }));
  const memberTab = tab !== 'all_game';

  return (
    <section data-testid="games-hall" data-hall={id} className="mfg-page">
      {list.data ? <HallNav halls={list.data} current={id} /> : null}
      <div className="mfg-between">
        <h1>{t(`hall.${HALLS[id]}`)}</h1>
        {!loggedIn ? (
          <button type="button" className="mfg-btn" data-testid="open-demo-box" onClick={() => openModal('demoGame', { gt_id: id })}>
            {t('demo.try')}
          </button>
        ) : null}
      </div>
      <WalletBar />
      <div className="mfg-between mfg-toolbar">
        <Tabs items={tabs} value={tab} onChange={(x) => setTab(x as GameListTab)} label={t('title')} />
        <GameSearch value={query} onChange={setQuery} />
      </div>
      {id === SPORT_HALL ? <SportQuickBet /> : null}
      {memberTab && !loggedIn ? (
        <div className="mfg-state">
          <p>{t('login_for_tab')}</p>
          <button type="button" className="mfg-btn mfg-btn--primary" onClick={() => openModal('loginRequired')}>
            {t('login')}
          </button>
        </div>
      ) : needGames ? (
        <GameList
          state={listStatus(games) === 'success' && tab === 'last_play' ? listStatus(last) : listStatus(games)}
          games={shown}
          emptyKey={query ? 'search.none' : `empty.${tab}`}
          onRetry={() => void games.refetch()}
        />
      ) : listStatus(list) === 'error' ? (
        <div className="mfg-state" role="alert">
          <p>{t('state.error')}</p>
          <button type="button" className="mfg-btn" onClick={() => void list.refetch()}>
            {t('state.retry')}
          </button>
        </div>
      ) : !hall ? (
        <p className="mfg-state">{listStatus(list) === 'success' ? t('state.empty') : t('state.loading')}</p>
      ) : (
        <div className="mfg-providers" data-testid="provider-list">
          {id === SLOT_HALL ? (
            <article className="mfg-provider" data-testid="popular-card">
              <div style={{ width: 72, height: 72, borderRadius: 12, background: '#ffc914', display: 'grid', placeItems: 'center', fontSize: 20, fontWeight: 800, color: '#1a1a1a' }} aria-hidden>
                HOT
              </div>
              <h2>{t('popular')}</h2>
              <Link className="mfg-btn mfg-btn--primary" to={slotListHref({ gp_id: POPULAR_GP_ID, gt_id: SLOT_HALL, house: '' }, isDesktop)}>
                {t('provider.open')}
              </Link>
            </article>
          ) : null}
          {hall.gp_list.map((p) => (
            <ProviderCard key={p.gp_gt_name} provider={p} />
          ))}
        </div>
      )}
    </section>
  );
}
