import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../../../i18n/use-t';
import { DemoGameModal, DemoProviderGamesModal } from './demo-modals';
import { PlayGameModal } from './play-game-modal';

/** The play flow's antd boxes in the site theme: loaded only once one of them is asked for. */
export default function GameBoxes() {
  const { i18n } = useT();
  return (
    <SiteTheme language={i18n.language}>
      <PlayGameModal />
      <DemoGameModal />
      <DemoProviderGamesModal />
    </SiteTheme>
  );
}
