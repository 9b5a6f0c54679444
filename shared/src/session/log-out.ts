import { postLogout } from '../api/login';
import { sessionStore } from '../stores/session-store';

/** The member's own logout from a remote's button: tells the server, then ends the session here whatever it answered. */
export async function logOut(): Promise<void> {
  try {
    await postLogout();
  } finally {
    sessionStore.getState().logout('user');
  }
}
