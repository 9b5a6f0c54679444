import { sessionStore } from '@mfp/shared';
import type { LogoutReason } from '@mfp/shared';
import { setNavigate } from '../../app/navigation';
import { installSessionLifecycle } from '../lifecycle';

const navigate = jest.fn();
let uninstall: () => void = () => undefined;
beforeEach(() => {
  navigate.mockReset();
  setNavigate(navigate);
  uninstall = installSessionLifecycle({ siteId: '1', language: () => 'en_US' });
  sessionStore.setState({ token: 'Bearer A', memberId: '1', phase: 'loggedIn' });
});
afterEach(() => uninstall());

const logoutWith = (reason: LogoutReason): void => sessionStore.getState().logout(reason);

describe('after a logout the window goes to / (spec 4), except after another window login', () => {
  it.each<LogoutReason>(['user', 'unauthorized', 'alreadyLogin'])("'%s' goes to /", (reason) => {
    logoutWith(reason);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });
  it('another window of the browser logging another member in: this window stays on its page', () => {
    sessionStore.getState().followOtherWindowLogin('Bearer B');
    expect(sessionStore.getState()).toMatchObject({ lastLogoutReason: 'otherWindowLogin', token: 'Bearer B' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
