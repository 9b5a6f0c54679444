import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { postSaferSession, useSessionStore } from '@mfp/shared';

/**
 * The logged-in session as the safer-play rules read it: login time, reality-check settings, net position,
 * and the offset of the server's clock from this browser's (so the reminder falls on the server's schedule).
 */
export function useSaferSession() {
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const token = useSessionStore((s) => s.token);
  // Keyed by the token too: each login is its own session (its own login time); the settings event invalidates the prefix (saferSessionQuery's key).
  const query = useQuery({
    queryKey: ['safer-play', 'session', token] as const,
    queryFn: async () => (await postSaferSession()).data,
    // Read once per login: the settings event invalidates it; a refetch would only move the reminders' clock.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    enabled: loggedIn,
  });
  const data = loggedIn ? query.data : undefined;
  const skew = data ? Date.parse(data.now) - query.dataUpdatedAt : 0;
  const serverNow = useCallback(() => Date.now() + skew, [skew]);
  return {
    data,
    loginAt: data ? Date.parse(data.login_at) : null,
    /** Now by the server's clock. */
    serverNow,
    refetch: query.refetch,
  };
}
