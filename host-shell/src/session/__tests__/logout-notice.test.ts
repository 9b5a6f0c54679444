import { LOGOUT_REASONS, sessionStore } from '@mfp/shared';
import type { LogoutNotice } from '@mfp/shared';
import { installLogoutNotice } from '../logout-notice';

afterEach(() => sessionStorage.clear());

/** Installs the notice with a recorder: `shown` lists what the member was told, `off` uninstalls it. */
const recordNotices = () => {
  const shown: LogoutNotice[] = [];
  const off = installLogoutNotice((n) => shown.push(n));
  return { shown, off };
};

describe('spec 4: the host tells the member why they were logged out', () => {
  it("shows the 'already login' warning after the logout, once", () => {
    const { shown, off } = recordNotices();
    sessionStore.getState().login({ token: 'Bearer A', member_id: 1 });
    sessionStore.getState().onLoginEvent('Bearer OTHER');
    off();
    expect(shown).toEqual([LOGOUT_REASONS.alreadyLogin]);
    expect(sessionStorage.getItem('mfp_logout_reason')).toBeNull();
  });

  it('shows a notice kept before a page load when the host starts', () => {
    sessionStorage.setItem('mfp_logout_reason', 'unauthorized');
    const { shown, off } = recordNotices();
    off();
    expect(shown).toEqual([LOGOUT_REASONS.unauthorized]);
  });

  it("shows nothing for the member's own logout", () => {
    const { shown, off } = recordNotices();
    sessionStore.getState().login({ token: 'Bearer A', member_id: 1 });
    sessionStore.getState().logout('user');
    off();
    expect(shown).toEqual([]);
  });
});
