import { createApiClient, onAfterLogout, sessionStore } from '@mfp/shared';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { restoreSession } from '../../boot/startup';
import { installSessionSync } from '../host-messages';

const layouts: Record<string, { id: number; member_account: string; member_currency: string }> = {
  'Bearer A': { id: 101, member_account: 'membera', member_currency: 'BDT' },
  'Bearer B': { id: 202, member_account: 'memberb', member_currency: 'USD' },
};
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const token = String(config.headers.authorization ?? config.headers.Authorization ?? '');
  const layout = layouts[token];
  const data = layout ? { code: 100, message: 'ok', data: { ...layout, member_cash: 1, member_type: 1 } } : { code: 401, message: 'no' };
  return { data, status: layout ? 200 : 401, statusText: '', headers: {}, config };
};

/** What another window of the site does to this one: it changes the shared stored token. */
const otherWindowStores = (token: string | null) => {
  if (token === null) localStorage.removeItem('token');
  else localStorage.setItem('token', token);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token, storageArea: localStorage }));
};
const settle = () => new Promise((r) => setTimeout(r, 0));

let uninstall: () => void = () => undefined;
beforeAll(() => {
  createApiClient({
    getToken: () => sessionStore.getState().token,
    setToken: () => undefined,
    getLang: () => 'en_US',
    onUnauthorized: () => sessionStore.getState().logout('unauthorized'),
    adapter,
  });
});
beforeEach(() => {
  uninstall = installSessionSync(restoreSession);
});
afterEach(() => {
  uninstall();
  sessionStore.getState().logout();
});

describe('a window follows the session of the other windows of the site (stored token)', () => {
  it('member A here, member B logs in in another window: this window logs A out locally and shows B', async () => {
    sessionStore.getState().login({ token: 'Bearer A', member_id: 101, member_account: 'membera' });
    const loggedOut = jest.fn();
    const off = onAfterLogout(loggedOut);
    otherWindowStores('Bearer B');
    await settle();
    await settle();
    off();
    expect(loggedOut).toHaveBeenCalledWith('otherWindowLogin');
    expect(sessionStore.getState()).toMatchObject({ phase: 'loggedIn', token: 'Bearer B', memberId: '202', account: 'memberb' });
    expect(localStorage.getItem('token')).toBe('Bearer B');
  });
  it("the login event of that new login arrives before the storage event: no 'already login', this window shows B and B's token stays stored", async () => {
    sessionStore.getState().login({ token: 'Bearer A', member_id: 101, member_account: 'membera' });
    const loggedOut = jest.fn();
    const off = onAfterLogout(loggedOut);
    localStorage.setItem('token', 'Bearer B');
    sessionStore.getState().onLoginEvent('Bearer B');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'Bearer B', storageArea: localStorage }));
    await settle();
    await settle();
    off();
    expect(loggedOut.mock.calls).toEqual([['otherWindowLogin']]);
    expect(sessionStore.getState()).toMatchObject({ phase: 'loggedIn', token: 'Bearer B', memberId: '202' });
    expect(localStorage.getItem('token')).toBe('Bearer B');
  });
  it('a logout in another window still logs this one out, as a logout in another window', async () => {
    sessionStore.getState().login({ token: 'Bearer A', member_id: 101 });
    otherWindowStores(null);
    await settle();
    expect(sessionStore.getState()).toMatchObject({ phase: 'loggedOut', token: null, lastLogoutReason: 'otherWindowLogout' });
  });
});
