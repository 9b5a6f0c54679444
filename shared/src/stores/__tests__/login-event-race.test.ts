import { onAfterLogout, sessionStore } from '../session-store';

/** What another window of this browser does when it logs in: it stores its token, shared by every window. */
const otherWindowStores = (token: string): void => localStorage.setItem('token', token);

afterEach(() => {
  sessionStore.getState().logout();
  localStorage.clear();
});

describe("spec 4, login event ('already login') and the token every window of the browser shares", () => {
  test('the login event of a new login made in another window of this browser, heard before the storage event: this window follows it, no already login, the new token stays stored', () => {
    const s = sessionStore.getState;
    s().login({ token: 'Bearer T1', member_id: 1 });
    const reasons = jest.fn();
    const off = onAfterLogout(reasons);
    otherWindowStores('Bearer T2');
    s().onLoginEvent('T2');
    off();
    expect(reasons).toHaveBeenCalledWith('otherWindowLogin');
    expect(reasons).not.toHaveBeenCalledWith('alreadyLogin');
    expect(s()).toMatchObject({ phase: 'loggedOut', token: 'T2', lastLogoutReason: 'otherWindowLogin' });
    expect(localStorage.getItem('token')).toBe('Bearer T2');
  });

  test('the login event of a login elsewhere (not the stored token): already login, and this window clears its own stored token', () => {
    const s = sessionStore.getState;
    s().login({ token: 'Bearer T1', member_id: 1 });
    s().onLoginEvent('Bearer T9');
    expect(s()).toMatchObject({ phase: 'loggedOut', token: null, lastLogoutReason: 'alreadyLogin' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  test.each(['user', 'unauthorized', 'alreadyLogin'] as const)(
    "a '%s' logout never clears a stored token that is not this window's own",
    (reason) => {
      const s = sessionStore.getState;
      s().login({ token: 'Bearer T1', member_id: 1 });
      otherWindowStores('Bearer T2');
      s().logout(reason);
      expect(s()).toMatchObject({ phase: 'loggedOut', token: null, lastLogoutReason: reason });
      expect(localStorage.getItem('token')).toBe('Bearer T2');
    },
  );
});
