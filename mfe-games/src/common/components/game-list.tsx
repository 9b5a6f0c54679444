import { useLayoutStore } from '@mfp/shared';
import { useT } from '../../i18n/use-t';
import type { GameItem } from '../types';
import type { ListStatus } from '../list-status';
import { GAME_CARD_ROW, GameCard } from './game-card';
import { VirtualGrid } from './virtual-grid';

/** A list of games with its loading, error and empty states; long lists are windowed. */
export function GameList({
  state,
  games,
  emptyKey = 'state.empty',
  onRetry,
}: {
  state: ListStatus;
  games: readonly GameItem[];
  emptyKey?: string;
  onRetry?: () => void;
}) {
  const { t } = useT();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  if (state === 'pending' && games.length === 0) return <p className="mfg-state" data-testid="games-loading">{t('state.loading')}</p>;
  if (state === 'error')
    return (
      <div className="mfg-state" role="alert">
        <p>{t('state.error')}</p>
        {onRetry ? (
          <button type="button" className="mfg-btn" onClick={onRetry}>
            {t('state.retry')}
          </button>
        ) : null}
      </div>
    );
  if (games.length === 0) return <p className="mfg-state" data-testid="games-empty">{t(emptyKey)}</p>;
  return (
    <VirtualGrid
      items={games}
      rowHeight={GAME_CARD_ROW}
      minCellWidth={isDesktop ? 150 : 120}
      getKey={(g) => g.id}
      renderItem={(g) => <GameCard game={g} />}
      label={t('list_label')}
    />
  );
}
