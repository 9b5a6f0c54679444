import { useState } from 'react';
import {
  selectIsLoggedIn,
  useGameStore,
  useModalStore,
  usePlayRequestStore,
  useSessionStore,
} from '@mfp/shared';
import { useInteractionStarted } from './first-interaction';
import { useAuthIntent } from './intent-store';

/**
 * Whether the page may need a remote's page-wide layer (overlay-host.tsx): someone uses the page, a box is open,
 * login is wanted, a game is asked for or running, or a member is logged in. Until then a visitor who only looks
 * fetches not even the host's code that mounts them. Once true it stays true for the page's life.
 */
export function useOverlaysWanted(): boolean {
  const interacted = useInteractionStarted();
  const boxOpen = useModalStore((s) => Object.keys(s.open).length > 0);
  const intent = useAuthIntent();
  const game = useGameStore((s) => s.isStarting || s.playingGames.length > 0 || s.modalVisible);
  const play = usePlayRequestStore((s) => s.pending !== null);
  const member = useSessionStore(selectIsLoggedIn);
  const now = interacted || boxOpen || intent || game || play || member;
  const [once, setOnce] = useState(now);
  if (now && !once) setOnce(true);
  return once || now;
}
