import { lazy, Suspense, useEffect } from 'react';
import { useModalStore, type RemoteExposes } from '@mfp/shared';
import { Notice } from '../common/components/Notice';
import { markOverlayMounted } from '../common/hooks/use-overlay-mounted';
import { useSite } from '../common/hooks/use-site';
import { LOBBY_BOXES } from '../features/content/utils/lobby-boxes';
import '../lobby.css';

const LobbyBoxes = lazy(() =>
  import('../features/content/components/LobbyBoxes').then((m) => ({ default: m.LobbyBoxes })),
);
const RedEnvelopeBox = lazy(() =>
  import('../features/red-envelope/components/RedEnvelopeBox').then((m) => ({ default: m.RedEnvelopeBox })),
);

/**
 * The lobby's page-wide layer, mounted once by the host outside the routed area: the boxes opened
 * through the shared modal store (app download, protocol/terms, news, discount) on any page, the
 * member's red envelope, and the lobby's notice line. Renders nothing until one of them is asked for.
 */
function LobbyOverlay() {
  const { isLoggedIn } = useSite();
  const boxOpen = useModalStore((s) => LOBBY_BOXES.some((name) => s.open[name] !== undefined));
  useEffect(() => markOverlayMounted(), []);
  return (
    <div className="lb-root lb-layer" data-testid="lobby-overlay">
      <Suspense fallback={null}>
        {boxOpen ? <LobbyBoxes /> : null}
        {isLoggedIn ? <RedEnvelopeBox /> : null}
      </Suspense>
      <Notice />
    </div>
  );
}

export default LobbyOverlay satisfies RemoteExposes['mfe_lobby']['./lobby-overlay'];
