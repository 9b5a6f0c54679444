import { lazy, Suspense, useEffect } from 'react';
import { closeModal, useModalStore, type RemoteExposes } from '@mfp/shared';
import { Notice } from '../common/components/notice';
import { markOverlayMounted } from '../common/hooks/use-overlay-mounted';
import { useSite } from '../common/hooks/use-site';
import { LOBBY_BOXES } from '../features/content/utils/lobby-boxes';
import '../lobby.css';

const LobbyBoxes = lazy(() =>
  import('../features/content/components/lobby-boxes').then((m) => ({ default: m.LobbyBoxes })),
);
const AskedPopupPromotion = lazy(() =>
  import('../features/bulletins/components/popup-promotion-host').then((m) => ({ default: m.AskedPopupPromotion })),
);
const PromotionHistory = lazy(() =>
  import('../features/bulletins/components/promotion-history').then((m) => ({ default: m.PromotionHistory })),
);
const RedEnvelopeBox = lazy(() =>
  import('../features/red-envelope/components/red-envelope-box').then((m) => ({ default: m.RedEnvelopeBox })),
);

/**
 * The lobby's page-wide layer, mounted once by the host outside the routed area: the boxes opened
 * through the shared modal store (app download, protocol/terms, news, discount, the pop-up promotion
 * and the history promotion list) on any page, the member's red envelope, and the lobby's notice
 * line. Renders nothing until one of them is asked for.
 */
function LobbyOverlay() {
  const { isLoggedIn } = useSite();
  const boxOpen = useModalStore((s) => LOBBY_BOXES.some((name) => s.open[name] !== undefined));
  const popupAsked = useModalStore((s) => s.open.popupPromotion !== undefined);
  const historyAsked = useModalStore((s) => s.open.promotionHistory !== undefined);
  useEffect(() => markOverlayMounted(), []);
  return (
    <div className="lb-root lb-layer" data-testid="lobby-overlay">
      <Suspense fallback={null}>
        {boxOpen ? <LobbyBoxes /> : null}
        {popupAsked ? <AskedPopupPromotion /> : null}
        {historyAsked ? <PromotionHistory onClose={() => closeModal('promotionHistory')} /> : null}
        {isLoggedIn ? <RedEnvelopeBox /> : null}
      </Suspense>
      <Notice />
    </div>
  );
}

export default LobbyOverlay satisfies RemoteExposes['mfe_lobby']['./lobby-overlay'];
