import { useSessionStore } from '@mfp/shared';
import { useEffect } from 'react';
import { refreshCash } from '../play-flow/play-flow';

/**
 * Keeps the wallet store current: my_cash on mount (through the query cache). The host applies
 * member-cash events (QUERY_INVALIDATION), so the wallet bar does not listen to them a second time.
 */
export function useMemberCash(): void {
  const memberId = useSessionStore((s) => (s.phase === 'loggedIn' ? s.memberId : null));
  useEffect(() => {
    if (memberId) void refreshCash();
  }, [memberId]);
}
