import commonEn from '../../i18n/locales/en_US/common.json';
import commonBn from '../../i18n/locales/bn_BD/common.json';
import { sessionStore } from '../../stores/session-store';
import { isLogoutReason, LOGOUT_REASONS } from '../logout-reasons';
import { keepLogoutNotice, takeLogoutNotice } from '../pending-logout-notice';

const textAt = (messages: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (m, part) => (m && typeof m === 'object' ? (m as Record<string, unknown>)[part] : undefined),
      messages,
    );

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('spec 4: every logout tells the member why', () => {
  it("a login event with another token warns with 'already login', the text the spec names", () => {
    expect(LOGOUT_REASONS.alreadyLogin).toEqual({ i18nKey: 'already_login', kind: 'warning' });
  });

  it('a time-out or self-exclusion the member started says so', () => {
    expect(LOGOUT_REASONS.timeOut?.i18nKey).toBe('logout_reason.time_out');
    expect(LOGOUT_REASONS.selfExcluded?.i18nKey).toBe('logout_reason.self_excluded');
  });

  it('a 401 (spec 4: force logout) says the session expired; another window says so', () => {
    expect(LOGOUT_REASONS.unauthorized?.i18nKey).toBe('logout_reason.session_expired');
    expect(LOGOUT_REASONS.otherWindowLogout?.i18nKey).toBe('logout_reason.other_window_logout');
    expect(LOGOUT_REASONS.otherWindowLogin?.i18nKey).toBe('logout_reason.other_window_login');
  });

  it("the member's own logout needs no message", () => expect(LOGOUT_REASONS.user).toBeNull());

  it.each(Object.entries(LOGOUT_REASONS).filter(([, n]) => n !== null))(
    "'%s' has its text in en_US and bn_BD",
    (_, notice) => {
      const key = notice!.i18nKey;
      expect(typeof textAt(commonEn, key)).toBe('string');
      expect(typeof textAt(commonBn, key)).toBe('string');
      expect(textAt(commonBn, key)).not.toBe(textAt(commonEn, key));
    },
  );

  it('knows only the reasons of the table', () => {
    expect(isLogoutReason('alreadyLogin')).toBe(true);
    expect(isLogoutReason('toString')).toBe(false);
    expect(isLogoutReason(3)).toBe(false);
  });
});

describe('the pending notice survives the move to / (session storage)', () => {
  it('is kept by the store at logout and taken once', () => {
    sessionStore.getState().login({ token: 'Bearer A', member_id: 1 });
    sessionStore.getState().logout('unauthorized');
    expect(sessionStorage.getItem('mfp_logout_reason')).toBe('unauthorized');
    expect(takeLogoutNotice()).toEqual(LOGOUT_REASONS.unauthorized);
    expect(takeLogoutNotice()).toBeNull();
  });

  it("the member's own logout clears an older notice", () => {
    keepLogoutNotice('alreadyLogin');
    keepLogoutNotice('user');
    expect(takeLogoutNotice()).toBeNull();
  });

  it('drops a value it does not know', () => {
    sessionStorage.setItem('mfp_logout_reason', 'constructor');
    expect(takeLogoutNotice()).toBeNull();
    expect(sessionStorage.getItem('mfp_logout_reason')).toBeNull();
  });

  it('does without storage', () => {
    expect(() => keepLogoutNotice('alreadyLogin', null)).not.toThrow();
    expect(takeLogoutNotice(null)).toBeNull();
  });
});
