import { modalStore } from '../../stores/modal-store';
import { askToLogInToPlay, mustLogInToPlay } from '../play-login';

describe('spec 5 Play: login is required to play non-demo or customized games', () => {
  it.each([
    [{}, false, false, true],
    [{}, true, false, false],
    [{ customized: 1 }, true, false, true],
    [{ customized: true }, true, false, true],
    [{ customized: 0 }, true, false, false],
    [{}, false, true, false],
    [{ customized: 1 }, true, true, false],
  ])('game %j demo=%s loggedIn=%s -> must log in: %s', (game, demo, loggedIn, expected) => {
    expect(mustLogInToPlay(game, demo, loggedIn)).toBe(expected);
  });

  it('asks with the login-required confirm box, with no title of its own (the box titles itself proxy.please_login_title)', () => {
    modalStore.getState().closeAll();
    askToLogInToPlay();
    expect(modalStore.getState().open.loginRequired).toEqual({ props: undefined });
  });
});
