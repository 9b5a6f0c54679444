import { createApiClient, sessionStore } from '@mfp/shared';
import { setNavigate } from '../../app/navigation';
import { installSessionLifecycle } from '../lifecycle';

// The member-present cookie follows the session: set at login (or a restore, which logs in),
// cleared on every logout path; it never holds the token.
const TOKEN = 'Bearer secret-token-xyz';
let uninstall: () => void = () => undefined;
beforeAll(() => {
  // The after-login loads go nowhere: every call fails at once.
  createApiClient({
    getToken: () => null,
    setToken: () => undefined,
    getLang: () => 'en_US',
    onUnauthorized: () => undefined,
    adapter: () => Promise.reject(new Error('offline')),
  });
});
beforeEach(() => {
  // The failed after-login loads are logged; this test is about the cookie.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setNavigate(jest.fn());
  uninstall = installSessionLifecycle({ siteId: 'bd01', language: () => 'en_US' });
});
afterEach(() => {
  uninstall();
  jest.restoreAllMocks();
  document.cookie = 'mfp_member=; Path=/; Max-Age=0';
});

const login = () => sessionStore.getState().login({ token: TOKEN, member_id: 7, member_account: 'alice', member_currency: 'BDT' });

describe('the member-present cookie across the session', () => {
  it('is set at login, without the token', () => {
    login();
    expect(document.cookie).toContain('mfp_member=1');
    expect(document.cookie).not.toContain('secret-token-xyz');
  });

  it.each(['user', 'unauthorized', 'alreadyLogin', 'otherWindowLogout'] as const)('is cleared on a logout (%s)', (reason) => {
    login();
    sessionStore.getState().logout(reason);
    expect(document.cookie).not.toContain('mfp_member');
  });

  it('is cleared when another window logs another member in (this window logs out first)', () => {
    login();
    sessionStore.getState().followOtherWindowLogin('Bearer other');
    expect(document.cookie).not.toContain('mfp_member');
  });
});
