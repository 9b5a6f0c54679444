import { gameStore, sessionStore } from '@mfp/shared';
import { firstLoginAction } from '../first-login';
import { badgeText } from '../member-extras-store';
import { requestLogout } from '../lifecycle';
import { itemHref } from '../../app/layout/link-item';
import { toastSeconds } from '../../ui/notify';

describe('session rules', () => {
  it('first login: desktop modal, mobile /user/Info, otherwise nothing', () => {
    expect(firstLoginAction({ first_login_to_change_password: 1 }, true)).toEqual({ kind: 'modal' });
    expect(firstLoginAction({ first_login_to_change_password: 1 }, false)).toEqual({ kind: 'navigate', to: '/user/Info' });
    expect(firstLoginAction({ first_login_to_change_password: 0 }, true)).toBeNull();
  });
  it('letters badge caps at 99 and hides at 0', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
  it('toasts last 3 s, errors 5 s', () => {
    expect(toastSeconds('info')).toBe(3);
    expect(toastSeconds('error')).toBe(5);
  });
  it('footer items: outer links (safe only, to a host the site config permits, spec 8), main/faq pages by id', () => {
    const origin = 'https://site.test';
    expect(itemHref({ url: 'https://t.me/x' }, [], origin)).toBeNull();
    const hosts = ['t.me'];
    expect(itemHref({ url: 'https://evil.example/x' }, hosts, origin)).toBeNull();
    expect(itemHref({ url: 'https://t.me@evil.example/x' }, hosts, origin)).toBeNull();
    expect(itemHref({ url: 'https://t.me/x' }, hosts, origin)).toEqual({ kind: 'outer', href: 'https://t.me/x' });
    expect(itemHref({ url: 'main' }, hosts, origin)).toEqual({ kind: 'inner', to: '/main' });
    expect(itemHref({ url: 'faq/3' }, hosts, origin)).toEqual({ kind: 'inner', to: '/faq/3' });
    expect(itemHref({ url: 'javascript:alert(1)' }, hosts, origin)).toBeNull();
  });
});

describe('logout while a game plays', () => {
  beforeEach(() => sessionStore.getState().login({ token: 't', member_id: 1 }));
  afterEach(() => gameStore.getState().reset());
  it('asks first; a refusal keeps the member logged in', async () => {
    gameStore.getState().started('pg:1', 'u', 'window');
    const server = jest.fn(async () => undefined);
    await expect(requestLogout(async () => false, server)).resolves.toBe(false);
    expect(server).not.toHaveBeenCalled();
    expect(sessionStore.getState().phase).toBe('loggedIn');
    await expect(requestLogout(async () => true, server)).resolves.toBe(true);
    expect(sessionStore.getState().phase).toBe('loggedOut');
  });
  it('no game: no question, a failing server call still logs out', async () => {
    const confirm = jest.fn(async () => true);
    await requestLogout(confirm, async () => Promise.reject(new Error('x')));
    expect(confirm).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });
});
