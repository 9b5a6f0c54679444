import { LOGOUT_REASONS, sessionStore } from '@mfp/shared';
import type { LogoutNotice } from '@mfp/shared';
import { installLogoutNotice } from '../logout-notice';

afterEach(() => sessionStorage.clear());

describe('spec 4: the host tells the member why they were logged out', () => {
  it("shows the 'already login' warning after the logout, once", () => {
    const shown: LogoutNotice[] = [];
    const off = installLogoutNotice((n) => shown.push(n));
    sessionStore.getState().login({ token: 'Bearer A', member_id: 1 });
    sessionStore.getState().onLoginEvent('Bearer OTHER');
    off();
    expect(shown).toEqual([LOGOUT_REASONS.alreadyLogin]);
    expect(sessionStorage.getItem('mfp_logout_reason')).toBeNull();
  });

  it('shows a notice kept before a page load when the host starts', () => {
    sessionStorage.setItem('mfp_logout_reason', 'unauthorized');
    const shown: LogoutNotice[] = [];
    installLogoutNotice((n) => shown.push(n))();
    expect(shown).toEqual([LOGOUT_REASONS.unauthorized]);
  });

  it("shows nothing for the member's own logout", () => {
    const shown: LogoutNotice[] = [];
    const off = installLogoutNotice((n) => shown.push(n));
    sessionStore.getState().login({ token: 'Bearer A', member_id: 1 });
    sessionStore.getState().logout('user');
    off();
    expect(shown).toEqual([]);
  });
});
