import { openModal } from '../stores/modal-store';

/** A game as far as the login rule needs it: customized games need a login even in demo. */
export interface LoginGatedGame {
  customized?: number | boolean | null;
}

const isCustomized = (game: LoginGatedGame): boolean => game.customized === 1 || game.customized === true;

/** Spec 5 Play: a login is required to play a non-demo or a customized game. */
export function mustLogInToPlay(game: LoginGatedGame, demo: boolean, loggedIn: boolean): boolean {
  return !loggedIn && (!demo || isCustomized(game));
}

/**
 * Spec 5 Play: the visitor is asked with the login-required confirm box (title proxy.please_login_title);
 * confirming opens the login modal. The same box for every game tile of every page.
 */
export function askToLogInToPlay(): void {
  openModal('loginRequired');
}
