import { sessionStore } from '../../stores/session-store';
import { logOut } from '../log-out';

jest.mock('../../api/login', () => ({ postLogout: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module
const { postLogout } = require('../../api/login') as { postLogout: jest.Mock };

describe('logOut (the member logs out)', () => {
  test("ends the session as the member's own logout, even when the server call fails", async () => {
    const logout = jest.spyOn(sessionStore.getState(), 'logout');
    postLogout.mockRejectedValueOnce(new Error('offline'));
    await expect(logOut()).rejects.toThrow('offline');
    expect(logout).toHaveBeenCalledWith('user');
    postLogout.mockResolvedValueOnce({ code: 100 });
    await logOut();
    expect(postLogout).toHaveBeenCalledTimes(2);
    expect(logout).toHaveBeenCalledTimes(2);
  });
});
