import { markRouteRegister, takeRouteRegister } from '../route-register';
import { getSiteCookie } from '../site-cookies';

describe('isRouteRegister (spec 2): /register in production opens registration once on start', () => {
  afterEach(() => {
    takeRouteRegister();
  });
  it('without the redirect there is nothing to take', () => {
    expect(takeRouteRegister()).toBe(false);
  });
  it('marked by the redirect, taken once, then cleared', () => {
    markRouteRegister();
    expect(getSiteCookie('isRouteRegister')).toBe(true);
    expect(takeRouteRegister()).toBe(true);
    expect(getSiteCookie('isRouteRegister')).toBeNull();
    expect(takeRouteRegister()).toBe(false);
  });
});
