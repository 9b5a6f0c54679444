import { Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { RemoteExposes } from '@mfp/shared';
import { GamesStyles } from '../common/styles';
import { HallPage } from '../features/halls/components/hall-page';
import { PlayPage } from '../features/play/components/play-page';
import { SlotListPage } from '../features/slots/components/slot-list-page';

/** The page for each basePath the host mounts this remote under (/gameHall has its own :gtId routes). */
const PAGES: Record<string, () => ReactNode> = {
  '/gameHall': () => (
    <Routes>
      <Route index element={<HallPage />} />
      <Route path=":gtId" element={<HallPage />} />
    </Routes>
  ),
  '/slotgame': () => <SlotListPage room={false} />,
  '/gameRoom': () => <SlotListPage room />,
  '/play': () => <PlayPage />,
};

/** The games app entry: halls, slot list, game room and in-page play. */
function GamesApp({ basePath }: { basePath: string }) {
  const page = PAGES[basePath] ?? PAGES['/gameHall']!;
  return (
    <>
      <GamesStyles />
      {page()}
    </>
  );
}

export default GamesApp satisfies RemoteExposes['mfe_games']['./app'];
