import { lazy, Suspense, useState } from 'react';
import { useModalStore, type ModalState, type RemoteExposes } from '@mfp/shared';
import { GamesStyles } from '../common/styles';
import { PlayingBar } from '../features/play/components/playing-bar';
import { usePlayFlow } from '../features/play/use-play-flow';

// antd (the boxes and their theme) stays off a visitor's pages until a box is asked for.
const GameBoxes = lazy(() => import('../features/play/components/game-boxes'));

/** Whether the modal store has one of the play flow's boxes open. */
const boxAsked = (open: ModalState['open']): boolean =>
  open.playGame !== undefined || open.demoGame !== undefined || open.demoProviderGames !== undefined;

/** The page-wide play flow layer: runs requested game starts and renders the play-game modal and the demo boxes. */
function GameOverlay() {
  usePlayFlow();
  const asked = useModalStore((s) => boxAsked(s.open));
  // Once loaded the boxes stay mounted, so a closing box can animate out.
  const [loaded, setLoaded] = useState(false);
  if (asked && !loaded) setLoaded(true);
  return (
    <>
      <GamesStyles />
      <PlayingBar />
      {loaded ? (
        <Suspense fallback={null}>
          <GameBoxes />
        </Suspense>
      ) : null}
    </>
  );
}

export default GameOverlay satisfies RemoteExposes['mfe_games']['./game-overlay'];
