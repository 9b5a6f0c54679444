import { Route, Routes, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { matchSiteRoute, type PageOf, type RemoteAppProps, type RemoteExposes } from '@mfp/shared';
import { GamesStyles } from '../common/styles';
import { HallPage } from '../features/halls/components/hall-page';
import { PlayPage } from '../features/play/components/play-page';
import { SlotListPage } from '../features/halls/components/slot-list-page';

/** The page of each games route of the route table (the hall reads its :gtId). */
export const PAGES: Record<PageOf<'mfe_games'>, () => ReactNode> = {
  hall: () => (
    <Routes>
      <Route index element={<HallPage />} />
      <Route path=":gtId" element={<HallPage />} />
    </Routes>
  ),
  slotList: () => <SlotListPage room={false} />,
  gameRoom: () => <SlotListPage room />,
  play: () => <PlayPage />,
};

/** The games app entry: halls, slot list, game room and in-page play. */
function GamesApp(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  const page = matchSiteRoute(pathname)?.page as PageOf<'mfe_games'> | undefined;
  // No antd on the halls: the page renders none (the play flow's boxes load with the overlay, when asked).
  return (
    <>
      <GamesStyles />
      {page ? PAGES[page]() : null}
    </>
  );
}

export default GamesApp satisfies RemoteExposes['mfe_games']['./app'];
