import { applyCashSnapshot, channels, useChannel, useSessionStore } from '@mfp/shared';
import { useEffect } from 'react';
import { refreshCash } from '../play-flow/play-flow';

/** Keeps the wallet store current: my_cash on mount, then member-cash over the private member channel. */
export function useMemberCash(): void {
  const memberId = useSessionStore((s) => (s.phase === 'loggedIn' ? s.memberId : null));
  useEffect(() => {
    if (memberId) void refreshCash();
  }, [memberId]);
  useChannel(memberId ? channels.member(memberId) : null, 'member-cash', applyCashSnapshot);
}
