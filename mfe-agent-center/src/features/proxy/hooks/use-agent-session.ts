import { useEffect, useState } from 'react';
import { postMemberLayout, useSessionStore, type MemberLayoutInfo } from '@mfp/shared';

export type AgentSession =
  | { status: 'visitor' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'member'; member: MemberLayoutInfo };

/** The member behind the session store's token; loads the layout info when nobody has yet. */
export function useAgentSession(): AgentSession {
  const token = useSessionStore((s) => s.token);
  const member = useSessionStore((s) => s.member);
  const setMember = useSessionStore((s) => s.setMember);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || member) return;
    let live = true;
    setFailure(null);
    postMemberLayout().then(
      (reply) => live && setMember(reply.data),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [token, member, setMember, attempt]);

  if (!token) return { status: 'visitor' };
  if (member) return { status: 'member', member };
  if (failure) return { status: 'error', error: failure.error, retry: () => setAttempt((n) => n + 1) };
  return { status: 'loading' };
}
