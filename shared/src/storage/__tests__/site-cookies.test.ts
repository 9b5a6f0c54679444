import {
  cookieAttributes,
  fbcValue,
  getSiteCookie,
  removeSiteCookie,
  setSiteCookie,
  siteCookieIn,
  storeIntroducerLink,
} from '../site-cookies';
import { parseCookies, type CookieJar } from '../cookie';
import { COOKIE_NAMES } from '../../constants';

/** Records every write, as document.cookie receives it. */
const recordingJar = (): CookieJar & { writes: string[] } => {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return writes.map((w) => w.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
};

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie)))
    document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('site cookies (spec 3 and 9)', () => {
  it('i18n_redirected: 365 days, path /, SameSite lax', () => {
    expect(cookieAttributes('language')).toEqual({ path: '/', sameSite: 'lax', maxAgeSeconds: 365 * 86400 });
  });
  it('ccy: 1 day', () => {
    expect(cookieAttributes('currency').maxAgeSeconds).toBe(86400);
  });
  it('_fbc: lax, secure, path /, no max age', () => {
    expect(cookieAttributes('fbc')).toEqual({ path: '/', sameSite: 'lax', secure: true });
  });
  it('agent id, recommend code and register type: LINK_EXPIRE_TIME minutes (30 by default, configurable)', () => {
    for (const key of ['agentId', 'recommendCode', 'registerType'] as const) {
      expect(cookieAttributes(key).maxAgeSeconds).toBe(30 * 60);
      expect(cookieAttributes(key, { linkExpireMinutes: 5 }).maxAgeSeconds).toBe(300);
    }
  });
  it('agent-domain id 1 day, tracking 90 days, fast-deposit and isRouteRegister for the session', () => {
    expect(cookieAttributes('agentDomainId').maxAgeSeconds).toBe(86400);
    expect(cookieAttributes('tracking').maxAgeSeconds).toBe(90 * 86400);
    expect(cookieAttributes('fastDeposit').maxAgeSeconds).toBeUndefined();
    expect(cookieAttributes('isRouteRegister').maxAgeSeconds).toBeUndefined();
  });
  it('_fbc value is fb.1.{timestamp}.{clickid}', () => {
    expect(fbcValue('IwAR0abc', 1_700_000_000_123)).toBe('fb.1.1700000000123.IwAR0abc');
    expect(fbcValue('x')).toMatch(/^fb\.1\.\d+\.x$/);
  });
  it('writes the serialised cookie with its attributes', () => {
    const jar = recordingJar();
    setSiteCookie('language', 'bn_BD', {}, jar);
    setSiteCookie('fbc', 'fb.1.1.c', {}, jar);
    expect(jar.writes[0]).toMatch(
      /^i18n_redirected=bn_BD; Path=\/; Max-Age=31536000; Expires=.+ GMT; SameSite=Lax$/,
    );
    expect(jar.writes[1]).toBe('_fbc=fb.1.1.c; Path=/; SameSite=Lax; Secure');
  });
  it('reads and writes typed values through document.cookie', () => {
    setSiteCookie('currency', 'BDT');
    setSiteCookie('fastDeposit', true);
    setSiteCookie('isRouteRegister', false);
    expect(getSiteCookie('currency')).toBe('BDT');
    expect(getSiteCookie('fastDeposit')).toBe(true);
    expect(getSiteCookie('isRouteRegister')).toBe(false);
    expect(document.cookie).toContain('ccy=BDT');
    removeSiteCookie('currency');
    expect(getSiteCookie('currency')).toBeNull();
  });
  it('a malformed typed cookie reads null', () => {
    document.cookie = `${COOKIE_NAMES.registerType}=hacker; Path=/`;
    document.cookie = `${COOKIE_NAMES.fastDeposit}=constructor; Path=/`;
    expect(getSiteCookie('registerType')).toBeNull();
    expect(getSiteCookie('fastDeposit')).toBeNull();
  });
  it("reads typed values from a request's cookies parsed once, as from document.cookie", () => {
    const cookies = parseCookies('ccy=BDT; fast_deposit=1; register_type=hacker; mfp_member=constructor');
    expect(siteCookieIn('currency', cookies)).toBe('BDT');
    expect(siteCookieIn('fastDeposit', cookies)).toBe(true);
    expect(siteCookieIn('registerType', cookies)).toBeNull();
    expect(siteCookieIn('memberPresent', cookies)).toBeNull();
    expect(siteCookieIn('language', cookies)).toBeNull();
  });
  it('registration link: stores the register type with the agent id or the recommend code', () => {
    storeIntroducerLink('member_agent', 'A100');
    expect(getSiteCookie('registerType')).toBe('member_agent');
    expect(getSiteCookie('agentId')).toBe('A100');
    storeIntroducerLink('recommend_code', 'R7');
    expect(getSiteCookie('registerType')).toBe('recommend_code');
    expect(getSiteCookie('recommendCode')).toBe('R7');
  });
});
