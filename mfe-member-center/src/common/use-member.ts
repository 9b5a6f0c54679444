import { useEffect } from 'react';
import { postMemberLayout, sessionStore, useSessionStore } from '@mfp/shared';

/** The logged-in member's layout info; loads it once when the session has a token but no member yet. */
export function useMember() {
  const member = useSessionStore((s) => s.member);
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (member || !token) return;
    let live = true;
    postMemberLayout()
      .then((r) => {
        if (live) sessionStore.getState().setMember(r.data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [member, token]);
  return member;
}
