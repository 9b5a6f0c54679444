import { gameName, requestPlay, selectIsLoggedIn, useSessionStore } from '@mfp/shared';
import { useT } from '../../i18n/use-t';
import { isFavorite, useFavoriteStore } from '../favorites/favorite-store';
import type { GameItem } from '../types';
import { GameIcon } from './game-icon';
import { toast } from '../notify';

export const GAME_CARD_ICON = 96;
/** Row height of a card in the virtual grid (icon, name, buttons). */
export const GAME_CARD_ROW = 196;

/** One game: icon, name in the page language (en_US fallback), play, demo for visitors, favourite star for members. */
export function GameCard({ game }: { game: GameItem }) {
  const { t, i18n } = useT();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  const overrides = useFavoriteStore((s) => s.overrides);
  const toggle = useFavoriteStore((s) => s.toggle);
  const name = gameName(game, i18n.language);
  const favourite = isFavorite(overrides, game);
  const canDemo = !loggedIn && game.is_demo === 1;
  return (
    <article className="mfg-card" data-testid="game-card" data-game-id={game.id} data-game-code={game.game_code}>
      <div className="mfg-card__icon">
        <GameIcon light={game.icon_light} dark={game.icon_dark} alt={name} size={GAME_CARD_ICON} />
        {loggedIn ? (
          <button
            type="button"
            className="mfg-star"
            aria-pressed={favourite}
            aria-label={t(favourite ? 'favorite.remove' : 'favorite.add', { name })}
            data-testid="favorite-toggle"
            onClick={() => {
              void toggle(game).then((ok) => {
                if (!ok) toast(t('favorite.failed'));
              });
            }}
          >
            {favourite ? '★' : '☆'}
          </button>
        ) : null}
      </div>
      <h3 className="mfg-card__name" title={name}>
        {name}
      </h3>
      <div className="mfg-card__actions">
        <button
          type="button"
          className="mfg-btn mfg-btn--primary"
          data-testid="play-game"
          onClick={() => requestPlay(game)}
        >
          {t('play.play')}
        </button>
        {canDemo ? (
          <button
            type="button"
            className="mfg-btn"
            data-testid="demo-game"
            onClick={() => requestPlay(game, { demo: true })}
          >
            {t('play.demo')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
