import { lazy, Suspense, useCallback, useState } from 'react';
import { isAuthModal, selectIsLoggedIn, useGameStore, useModalStore, useSessionStore } from '@mfp/shared';
import type { ModalName } from '@mfp/shared';
import { QuietBoundary } from '../app/quiet-boundary';
import { useFirstViewDone } from '../federation/idle-preload';
import { RemoteOverlay, type OverlayStatus } from './remote-overlay';
import { useAuthIntent } from './intent-store';

// antd comes with it: never part of the first view.
const AuthFallbackBox = lazy(() => import('./auth-fallback-box').then((m) => ({ default: m.AuthFallbackBox })));

/** Boxes the lobby remote's overlay renders (the red envelope is asked for by the host's real-time handler). */
export const LOBBY_MODALS: readonly ModalName[] = [
  'appDownload',
  'protocol',
  'news',
  'discount',
  'popupPromotion',
  'promotionHistory',
  'redEnvelope',
];

/** The lobby's boxes that belong to the site's pages, not to a bare page (the member window) they were asked on. */
const PAGE_WIDE_MODALS: readonly ModalName[] = ['popupPromotion', 'redEnvelope'];

/**
 * Mounts the auth, game and lobby overlays once, page-wide, each in its own boundary: one remote's
 * overlay failing removes only that overlay. The auth one loads on intent (a modal opens, login
 * hovered); the game and lobby ones once the first view is done or when something of theirs is asked for. On a bare
 * page (the member window, the loading and close pages) the lobby's page-wide layer (pop-up
 * promotion, red envelope) stays away unless one of its other boxes is asked for.
 */
export function OverlayHost({ bare = false }: { bare?: boolean }) {
  const openNames = useModalStore((s) => Object.keys(s.open).join(','));
  const intent = useAuthIntent();
  const gameActive = useGameStore((s) => s.isStarting || s.playingGames.length > 0 || s.modalVisible);
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const idle = useFirstViewDone();
  const [authStatus, setAuthStatus] = useState<OverlayStatus>('idle');
  const [authKey, setAuthKey] = useState(0);

  const authModalOpen = openNames.split(',').find(isAuthModal);
  const onAuthStatus = useCallback((s: OverlayStatus) => setAuthStatus(s), []);
  // On a bare page the page-wide boxes (pop-up promotion, red envelope) do not bring the lobby's layer in:
  // the member window's contact fields and account page stay uncovered.
  const asked = bare ? LOBBY_MODALS.filter((n) => !PAGE_WIDE_MODALS.includes(n)) : LOBBY_MODALS;
  const lobbyAsked = openNames.split(',').some((n) => (asked as readonly string[]).includes(n));
  const lobbyActive = bare ? lobbyAsked : idle || lobbyAsked || isLoggedIn;

  return (
    <>
      <QuietBoundary name="mfe_auth overlay">
        <RemoteOverlay key={authKey} remote="mfe_auth" active={intent || authModalOpen !== undefined} onStatus={onAuthStatus} />
      </QuietBoundary>
      <QuietBoundary name="mfe_games overlay">
        {/* A bare page (the member window) starts no game: the game layer comes only for a game under way. */}
        <RemoteOverlay remote="mfe_games" active={(idle && !bare) || gameActive} />
      </QuietBoundary>
      {/* Unmounted (not just idle) on a bare page reached in-app, so a layer loaded on home leaves with it. */}
      {!bare || lobbyAsked ? (
        <QuietBoundary name="mfe_lobby overlay">
          <RemoteOverlay remote="mfe_lobby" active={lobbyActive} />
        </QuietBoundary>
      ) : null}
      {authStatus === 'failed' && authModalOpen !== undefined ? (
        <Suspense fallback={null}>
          <AuthFallbackBox
            modal={authModalOpen}
            onRetry={() => {
              setAuthStatus('idle');
              setAuthKey((k) => k + 1);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
