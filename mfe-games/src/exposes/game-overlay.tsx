import type { RemoteExposes } from '@mfp/shared';
import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../i18n/use-t';
import { GamesStyles } from '../common/styles';
import { DemoGameModal, DemoProviderGamesModal } from '../features/play/components/demo-modals';
import { PlayGameModal } from '../features/play/components/play-game-modal';
import { PlayingBar } from '../features/play/components/playing-bar';
import { usePlayFlow } from '../features/play/use-play-flow';

/** The page-wide play flow layer: runs requested game starts and renders the play-game modal and the demo boxes. */
function GameOverlay() {
  usePlayFlow();
  const { i18n } = useT();
  return (
    <SiteTheme language={i18n.language}>
      <GamesStyles />
      <PlayingBar />
      <PlayGameModal />
      <DemoGameModal />
      <DemoProviderGamesModal />
    </SiteTheme>
  );
}

export default GameOverlay satisfies RemoteExposes['mfe_games']['./game-overlay'];
