import { parseCookies, readCookie, removeCookie, serializeCookie, writeCookie } from '../cookie';

const NOW = Date.UTC(2026, 0, 1, 0, 0, 0);

const clearCookies = () => {
  for (const name of Object.keys(parseCookies(document.cookie))) removeCookie(name, { path: '/' });
};

describe('cookie serialisation', () => {
  it('serialises name, value and every attribute', () => {
    expect(
      serializeCookie(
        'i18n_redirected',
        'bn_BD',
        { path: '/', maxAgeSeconds: 365 * 86400, sameSite: 'lax' },
        NOW,
      ),
    ).toBe(
      'i18n_redirected=bn_BD; Path=/; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT; SameSite=Lax',
    );
  });
  it('a session cookie has no Max-Age or Expires; secure adds Secure; none implies Secure', () => {
    expect(serializeCookie('_fbc', 'fb.1.1.x', { path: '/', sameSite: 'lax', secure: true })).toBe(
      '_fbc=fb.1.1.x; Path=/; SameSite=Lax; Secure',
    );
    expect(serializeCookie('a', 'b', { sameSite: 'none' })).toBe('a=b; SameSite=None; Secure');
    expect(serializeCookie('a', 'b', { sameSite: 'strict', domain: '.example.com' })).toBe(
      'a=b; Domain=.example.com; SameSite=Strict',
    );
  });
  it('encodes values with separators, spaces and unicode', () => {
    expect(serializeCookie('k', 'a; b=c ৳')).toBe('k=a%3B%20b%3Dc%20%E0%A7%B3');
    expect(parseCookies('k=a%3B%20b%3Dc%20%E0%A7%B3')).toEqual({ k: 'a; b=c ৳' });
  });
  it('parses a cookie string, keeping the first of duplicate names and tolerating bad encodings', () => {
    expect(parseCookies('a=1; b=2;  a=3; broken; c=%E0%A4; =x')).toEqual({ a: '1', b: '2', c: '%E0%A4' });
    expect(parseCookies('')).toEqual({});
  });
  it('reads a request Cookie header once into plain cookies: names like an object member are cookies like any other', () => {
    const cookies = parseCookies('constructor=1; __proto__=2; toString=3; hasOwnProperty=4');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(Object.entries(cookies)).toEqual([
      ['constructor', '1'],
      ['__proto__', '2'],
      ['toString', '3'],
      ['hasOwnProperty', '4'],
    ]);
    expect(parseCookies('a=1')['constructor']).toBeUndefined();
    expect(parseCookies(' spaced name = v ; ;;=x; =; k=')).toEqual({ 'spaced name': 'v', k: '' });
  });
});

describe('cookies in jsdom (document.cookie)', () => {
  afterEach(clearCookies);
  it('writes, reads and removes a cookie', () => {
    writeCookie('ccy', 'BDT', { path: '/', maxAgeSeconds: 86400, sameSite: 'lax' });
    expect(readCookie('ccy')).toBe('BDT');
    removeCookie('ccy', { path: '/' });
    expect(readCookie('ccy')).toBeNull();
  });
  it('a missing cookie reads null', () => {
    expect(readCookie('nope')).toBeNull();
  });
  it('works without a document (server side)', () => {
    expect(readCookie('ccy', null)).toBeNull();
    expect(() => writeCookie('ccy', 'BDT', {}, null)).not.toThrow();
    expect(() => removeCookie('ccy', {}, null)).not.toThrow();
  });
});
