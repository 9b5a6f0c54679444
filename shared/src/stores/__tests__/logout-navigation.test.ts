/** @jest-environment node */
import { logoutGoesHome } from '../logout-navigation';
import type { LogoutReason } from '../session-store';

describe('spec 4, Logout: which logouts go to /', () => {
  test.each<[LogoutReason, boolean]>([
    ['user', true],
    ['unauthorized', true],
    ['alreadyLogin', true],
    ['handOffFailed', false],
    ['otherWindowLogin', false],
    ['otherWindowLogout', true],
  ])("a logout for '%s' goes to /: %s", (reason, home) => {
    expect(logoutGoesHome(reason)).toBe(home);
  });
});
