import { sessionStore } from '@mfp/shared';
import { handleHostMessage, installHostMessages, sessionSyncAction } from '../host-messages';
import { postToNativeApp } from '../native-bridge';

const own = window.location.origin;
const post = (data: unknown, origin = own) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
const authLogin = { type: 'authLogin', data: { token: 'Bearer t1', member_id: 10001, member_account: 'demobdt01' } };

describe('handleHostMessage', () => {
  const deps = () => ({ login: jest.fn(), closeAuthWindow: jest.fn(), toastError: jest.fn(), quickGame: jest.fn() });
  it('authLogin closes the auth window and logs in', () => {
    const d = deps();
    handleHostMessage(authLogin as never, d);
    expect(d.closeAuthWindow).toHaveBeenCalled();
    expect(d.login).toHaveBeenCalledWith(authLogin.data);
  });
  it('authLoginClose with a code shows an error toast, then closes; without a code only closes', () => {
    const d = deps();
    handleHostMessage({ type: 'authLoginClose', code: 101, message: 'Bad' }, d);
    expect(d.toastError).toHaveBeenCalledWith('Bad');
    handleHostMessage({ type: 'authLoginClose' }, d);
    expect(d.toastError).toHaveBeenCalledTimes(1);
    expect(d.closeAuthWindow).toHaveBeenCalledTimes(2);
  });
  it('quickGame is passed on', () => {
    const d = deps();
    handleHostMessage({ type: 'quickGame', window: 'redirect', isGame: true }, d);
    expect(d.quickGame).toHaveBeenCalledWith({ type: 'quickGame', window: 'redirect', isGame: true });
  });
});

describe('installHostMessages on the window', () => {
  let dispose: () => void;
  const closePopup = jest.fn();
  const toastError = jest.fn();
  beforeEach(() => {
    sessionStore.getState().logout('user');
    closePopup.mockReset();
    toastError.mockReset();
    dispose = installHostMessages({ toastError, preQuit: jest.fn(), closePopup });
  });
  afterEach(() => dispose());

  it('an own-origin authLogin logs the member in', () => {
    post(authLogin);
    expect(sessionStore.getState().phase).toBe('loggedIn');
    expect(sessionStore.getState().memberId).toBe('10001');
    expect(closePopup).toHaveBeenCalledWith('authCallback');
  });
  it('a foreign origin is ignored', () => {
    post(authLogin, 'https://evil.example');
    expect(sessionStore.getState().phase).toBe('loggedOut');
    expect(closePopup).not.toHaveBeenCalled();
  });
  it.each([['{not json'], [{ type: 'authLogin', data: { token: '' } }], [{ type: 'unknown' }], [42], [null]])(
    'a malformed message %p is ignored',
    (data) => {
      post(data);
      expect(sessionStore.getState().phase).toBe('loggedOut');
      expect(closePopup).not.toHaveBeenCalled();
      expect(toastError).not.toHaveBeenCalled();
    },
  );
  it('a window with an opener ignores messages (spec 4 opener rule)', () => {
    const opener = Object.getOwnPropertyDescriptor(window, 'opener');
    Object.defineProperty(window, 'opener', { value: {}, configurable: true });
    try {
      post(authLogin);
      expect(sessionStore.getState().phase).toBe('loggedOut');
    } finally {
      if (opener) Object.defineProperty(window, 'opener', opener);
    }
  });
});

describe('session sync between windows (storage event on token)', () => {
  it('a removed token logs out a logged-in window; nothing to do when already out', () => {
    expect(sessionSyncAction('token', null, { token: 'a', loggedIn: true })).toBe('logout');
    expect(sessionSyncAction('token', null, { token: null, loggedIn: false })).toBeNull();
  });
  it('a new token restores the session; the same token is a no-op; other keys are ignored', () => {
    expect(sessionSyncAction('token', 'b', { token: null, loggedIn: false })).toBe('restore');
    expect(sessionSyncAction('token', 'b', { token: 'b', loggedIn: true })).toBeNull();
    expect(sessionSyncAction('token', 'Bearer b', { token: 'b', loggedIn: true })).toBeNull();
    expect(sessionSyncAction('currency', 'USD', { token: 'b', loggedIn: true })).toBeNull();
  });
  it('another token while logged in (another member logged in elsewhere) is followed, as a removed token is', () => {
    expect(sessionSyncAction('token', 'Bearer B', { token: 'Bearer A', loggedIn: true })).toBe('follow');
  });
  it('storage.clear() (key null) logs out', () => {
    expect(sessionSyncAction(null, null, { token: 'a', loggedIn: true })).toBe('logout');
  });
});

describe('native app bridge', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).webkit;
    delete (window as unknown as Record<string, unknown>).bdplayApp;
  });
  it('posts to the iOS message handler, else the Android interface, else nothing', () => {
    expect(postToNativeApp({ type: 'logout' })).toBe(false);
    const android = { postMessage: jest.fn() };
    (window as unknown as Record<string, unknown>).bdplayApp = android;
    expect(postToNativeApp({ type: 'logout' })).toBe(true);
    expect(android.postMessage).toHaveBeenCalledWith('{"type":"logout"}');
    const ios = { postMessage: jest.fn() };
    (window as unknown as Record<string, unknown>).webkit = { messageHandlers: { bdplayApp: ios } };
    postToNativeApp({ type: 'login', token: 't', member_id: '1' });
    expect(ios.postMessage).toHaveBeenCalledWith({ type: 'login', token: 't', member_id: '1' });
  });
});
