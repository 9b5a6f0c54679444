import {
  channels,
  onAfterLogout,
  playRequestStore,
  useChannel,
  useSessionStore,
} from '@mfp/shared';
import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { noticeText, toast } from '../../common/notify';
import { onGameUrlEvent, resetPlayFlow, startGame, watchGameWindow, type PlayEnv } from '../../common/play-flow/play-flow';

/** Shows /play inside the host's router (it follows popstate). */
function showPlayPage(): void {
  window.history.pushState({}, '', '/play');
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Runs the play flow for the page: takes play requests, listens for the game url, watches the game window. */
export function usePlayFlow(): void {
  const { t } = useT();
  const env = useMemo<PlayEnv>(() => ({ notify: (n) => toast(noticeText(n, t)), showPlayPage }), [t]);
  const memberId = useSessionStore((s) => (s.phase === 'loggedIn' ? s.memberId : null));

  // Subscribed (not an effect on state) so the game window opens inside the player's click.
  useEffect(() => {
    const take = () => {
      const request = playRequestStore.getState().takePlayRequest();
      if (request) void startGame(request, env);
    };
    take();
    return playRequestStore.subscribe((s) => {
      if (s.pending) take();
    });
  }, [env]);

  useChannel(memberId ? channels.member(memberId) : null, 'game-url', (payload) => onGameUrlEvent(payload, env));

  useEffect(() => watchGameWindow(), []);
  useEffect(() => onAfterLogout(() => resetPlayFlow()), []);
}
