import { gameName, selectIsPlaying, useGameStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { forceQuit } from '../../../common/play-flow/play-flow';

/** While a game runs in a window: which one, and a force-quit button. */
export function PlayingBar() {
  const { t, i18n } = useT();
  const playing = useGameStore(selectIsPlaying);
  const mode = useGameStore((s) => s.openMode);
  const quitting = useGameStore((s) => s.isQuitting);
  const game = useGameStore((s) => s.running?.game);
  if (!playing || mode === 'modal' || mode === 'page') return null;
  const name = game?.game_name ? gameName({ game_name: game.game_name }, i18n.language) : (game?.gp_name ?? '');
  return (
    <div className="mfg-playing" role="status" data-testid="playing-bar">
      <span>{t('play.playing', { name })}</span>
      <button type="button" className="mfg-btn mfg-btn--primary" disabled={quitting} data-testid="quit-game" onClick={() => void forceQuit()}>
        {t('play.quit')}
      </button>
    </div>
  );
}
