import { useLayoutEffect, useRef } from 'react';
import { gameName, selectIsPlaying, useGameStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';
import { forceQuit } from '../../../common/play-flow/play-flow';

/** The root custom property the host's page end reads (host styles.css): what a bar docked at the bottom takes. */
const DOCK_SPACE_VAR = '--mfp-dock-space';
/** The bar's distance from the page's bottom reserve (.mfg-playing), and a little air above it. */
const DOCK_OFFSET_PX = 16 + 8;

/** While a game runs in a window: which one, and a force-quit button. */
export function PlayingBar() {
  const { t, i18n } = useT();
  const playing = useGameStore(selectIsPlaying);
  const mode = useGameStore((s) => s.openMode);
  const quitting = useGameStore((s) => s.isQuitting);
  const game = useGameStore((s) => s.running?.game);
  if (!playing || mode === 'modal' || mode === 'page') return null;
  const name = game?.game_name ? gameName({ game_name: game.game_name }, i18n.language) : (game?.gp_name ?? '');
  return <DockedBar text={t('play.playing', { name })} quit={t('play.quit')} quitting={quitting} />;
}

/**
 * The bar itself, fixed above the bottom bars: it publishes its height so that the page's end (the last game
 * tile) scrolls clear of it instead of resting under it, and takes the room back when it goes.
 */
function DockedBar({ text, quit, quitting }: { text: string; quit: string; quitting: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    const root = document.documentElement;
    if (!bar) return undefined;
    const update = () => root.style.setProperty(DOCK_SPACE_VAR, `${Math.ceil(bar.getBoundingClientRect().height) + DOCK_OFFSET_PX}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(DOCK_SPACE_VAR);
    };
  }, []);
  return (
    <div className="mfg-playing" role="status" data-testid="playing-bar" ref={ref}>
      <span>{text}</span>
      <button type="button" className="mfg-btn mfg-btn--primary" disabled={quitting} data-testid="quit-game" onClick={() => void forceQuit()}>
        {quit}
      </button>
    </div>
  );
}
