import { createContext, useContext, useSyncExternalStore } from 'react';
import { markMemberPresent, sessionStore, type SessionState } from '@mfp/shared';
import { memberExtrasStore, type MemberExtrasState } from './member-extras-store';

/**
 * A member reloading a page never sees the visitor's Log In / Sign Up. While a stored
 * session is being restored, the account area is neutral (a placeholder of its size); the server draws the
 * same when the request carries the member-present cookie, and hydration keeps it until the browser knows.
 */

/** The request's member-present cookie (start context `member`): provided on the server and while hydrating. */
export const RequestMemberContext = createContext(false);

/** In the browser: a stored token whose startup check has not answered yet. */
export function memberPendingIn(session: Pick<SessionState, 'phase' | 'token'>, extras: Pick<MemberExtrasState, 'sessionChecked'>): boolean {
  return session.phase !== 'loggedIn' && session.token !== null && !extras.sessionChecked;
}

const subscribe = (onChange: () => void): (() => void) => {
  const offSession = sessionStore.subscribe(onChange);
  const offExtras = memberExtrasStore.subscribe(onChange);
  return () => {
    offSession();
    offExtras();
  };
};

/** Whether the account area is neutral: the request's member cookie on the server and while hydrating, then the browser's rule. */
export function useMemberPending(): boolean {
  const requestMember = useContext(RequestMemberContext);
  return useSyncExternalStore(
    subscribe,
    () => memberPendingIn(sessionStore.getState(), memberExtrasStore.getState()),
    () => requestMember,
  );
}

/** The startup session check is over: the account area shows what it found, and the cookie says the same. */
export function settleSessionCheck(): void {
  memberExtrasStore.getState().set({ sessionChecked: true });
  if (sessionStore.getState().phase !== 'loggedIn') markMemberPresent(false);
}
