import { lazy, Suspense, useCallback, useState } from 'react';
import {
  isAuthModal,
  selectIsLoggedIn,
  useGameStore,
  useModalStore,
  usePlayRequestStore,
  useSessionStore,
} from '@mfp/shared';
import type { ModalName } from '@mfp/shared';
import { QuietBoundary } from '../app/quiet-boundary';
import { useFirstViewDone } from '../federation/idle-preload';
import { RemoteOverlay, type OverlayStatus } from './remote-overlay';
import { useAuthIntent } from './intent-store';
import { useInteractionStarted } from './first-interaction';

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

/** Boxes the games remote's overlay renders (a hall's demo buttons, the play-game modal). */
const GAME_MODALS: readonly ModalName[] = ['playGame', 'demoGame', 'demoProviderGames'];

/** The lobby's boxes that belong to the site's pages, not to a bare page (the member window) they were asked on. */
const PAGE_WIDE_MODALS: readonly ModalName[] = ['popupPromotion', 'redEnvelope'];

/**
 * Mounts the auth, game and lobby overlays once, page-wide, each in its own boundary: one remote's
 * overlay failing removes only that overlay. The auth one loads on intent (a modal opens, login
 * hovered); the games one (the play flow) after the first view once the visitor starts using the page
 * (first-interaction.ts) or is a member, at once when a game or one of its boxes is asked for, never on a page load
 * alone (a visitor who only looks never needs it); the lobby one likewise after the first view once the visitor
 * starts using the page, at once for a member (the red envelope) or when one of its boxes is asked for (until it
 * comes, the lobby's own page shows the notice line). On a bare
 * page (the member window, the loading and close pages) the lobby's page-wide layer (pop-up
 * promotion, red envelope) stays away unless one of its other boxes is asked for.
 */
export function OverlayHost({ bare = false }: { bare?: boolean }) {
  const openNames = useModalStore((s) => Object.keys(s.open).join(','));
  const intent = useAuthIntent();
  const gameActive = useGameStore((s) => s.isStarting || s.playingGames.length > 0 || s.modalVisible);
  const playAsked = usePlayRequestStore((s) => s.pending !== null);
  const interacted = useInteractionStarted();
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const idle = useFirstViewDone();
  const [authStatus, setAuthStatus] = useState<OverlayStatus>('idle');
  const [authKey, setAuthKey] = useState(0);

  const authModalOpen = openNames.split(',').find(isAuthModal);
  const onAuthStatus = useCallback((s: OverlayStatus) => setAuthStatus(s), []);
  // On a bare page the page-wide boxes (pop-up promotion, red envelope) do not bring the lobby's layer in:
  // the member window's contact fields and account page stay uncovered.
  const asked = bare ? LOBBY_MODALS.filter((n) => !PAGE_WIDE_MODALS.includes(n)) : LOBBY_MODALS;
  const gameBoxAsked = openNames.split(',').some((n) => (GAME_MODALS as readonly string[]).includes(n));
  const gamesActive = ((interacted || isLoggedIn) && idle && !bare) || gameActive || playAsked || gameBoxAsked;
  const lobbyAsked = openNames.split(',').some((n) => (asked as readonly string[]).includes(n));
  const lobbyActive = bare ? lobbyAsked : (interacted && idle) || lobbyAsked || isLoggedIn;

  return (
    <>
      <QuietBoundary name="mfe_auth overlay">
        <RemoteOverlay key={authKey} remote="mfe_auth" active={intent || authModalOpen !== undefined} onStatus={onAuthStatus} />
      </QuietBoundary>
      <QuietBoundary name="mfe_games overlay">
        {/* A bare page (the member window) starts no game at idle: the game layer comes only for a game asked for. */}
        <RemoteOverlay remote="mfe_games" active={gamesActive} />
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
