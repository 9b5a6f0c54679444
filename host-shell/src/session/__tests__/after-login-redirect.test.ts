import { afterLoginAction } from '../after-login-redirect';

describe('login returns to the page asked for before login, pop-up pages in their pop-up (spec 4)', () => {
  it('the member center asked for from the main page opens its pop-up', () => {
    expect(afterLoginAction('/user/Letter', '/')).toEqual({ kind: 'popup', popup: 'memberCenter', path: '/user/Letter' });
    expect(afterLoginAction('/user', '/gameHall/2')).toEqual({ kind: 'popup', popup: 'memberCenter', path: '/user' });
  });
  it('inside the member-center window it navigates there', () => {
    expect(afterLoginAction('/user/Deposit', '/user/Info')).toEqual({ kind: 'navigate', to: '/user/Deposit' });
  });
  it('fastPayment and proxy navigate (the fastPayment page opens its own sized pop-up on desktop)', () => {
    expect(afterLoginAction('/fastPayment', '/')).toEqual({ kind: 'navigate', to: '/fastPayment' });
    expect(afterLoginAction('/proxy?page=Register', '/')).toEqual({ kind: 'navigate', to: '/proxy?page=Register' });
    expect(afterLoginAction('/userland', '/')).toEqual({ kind: 'navigate', to: '/userland' });
  });
  it.each(['//evil.test/user', '/\\evil.test', '/%2F%2Fevil.test', 'https://evil.test/user', 'javascript:alert(1)', 'user/Info'])(
    'a page asked for that is not a safe in-site path (%j) is refused: the member stays where they are (spec 8)',
    (redirect) => {
      expect(afterLoginAction(redirect, '/gameHall/2')).toEqual({ kind: 'stay' });
    },
  );
});
