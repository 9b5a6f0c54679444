import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@mfp/shared';
import { SESSION_ID_COOKIE } from '@mfp/shared/contracts';
import { issuedSessionOf, sessionCookies } from '@mfp/shared/node/site-session';
import { requestContextOf } from '../request-context';

// A page request is read once, into one value: every field comes from its own cookie or header, and nothing
// a client sends (a malformed header, a cookie named like an object member) breaks the reading.

const KEY = 'c'.repeat(64);
const PHONE = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36';

/** The part of a fastify request the context reads: the raw URL and the headers as node gives them. */
const requestOf = (url: string, headers: Record<string, string | string[]> = {}): FastifyRequest =>
  ({ raw: { url }, headers }) as unknown as FastifyRequest;

const contextOf = (headers: Record<string, string | string[]> = {}, url = '/discount?a=1') => requestContextOf(requestOf(url, headers), KEY);
/** An empty key is none (as an empty MFP_SESSION_KEY is): the session is the browser's own. */
const keylessContextOf = (headers: Record<string, string>) => requestContextOf(requestOf('/', headers), '');

describe('the request context of a page request', () => {
  it('takes each field from its own cookie or header', () => {
    const cookieHeader = `${COOKIE_NAMES.language}=bn_BD; ${COOKIE_NAMES.currency}=BDT; other=1`;
    const context = contextOf({
      cookie: cookieHeader,
      'user-agent': PHONE,
      'sec-ch-viewport-width': '390',
      'sec-ch-ua-mobile': '?1',
      'accept-encoding': 'gzip, br',
    });
    expect(context).toMatchObject({
      url: '/discount?a=1',
      pathname: '/discount',
      cookieHeader,
      language: 'bn_BD',
      currency: 'BDT',
      member: false,
      render: 'server',
      layoutHints: { 'user-agent': PHONE, 'sec-ch-viewport-width': '390', 'sec-ch-ua-mobile': '?1' },
      acceptEncoding: 'gzip, br',
    });
    expect({ ...context.cookies }).toEqual({ i18n_redirected: 'bn_BD', ccy: 'BDT', other: '1' });
  });

  it('leaves out what was not sent', () => {
    const context = contextOf({}, '/');
    expect(context).toMatchObject({ url: '/', pathname: '/', cookieHeader: undefined, language: null, currency: null, member: false, render: 'server' });
    expect(context.layoutHints).toEqual({});
    expect(context.acceptEncoding).toBeUndefined();
  });

  it('draws a nonce of its own for each request (128 bits, base64)', () => {
    const a = contextOf().nonce;
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(contextOf().nonce).not.toBe(a);
  });

  it('reads a malformed Cookie header without throwing, keeping what it can read', () => {
    const context = contextOf({ cookie: `;;=x; broken; ${COOKIE_NAMES.language}=%E0%A4; ${COOKIE_NAMES.currency}=BDT; ${COOKIE_NAMES.currency}=USD; ${COOKIE_NAMES.memberPresent}=yes; constructor=1` });
    // A bad percent-encoding stays as sent (the start-context rule then ignores an unknown language).
    expect(context.language).toBe('%E0%A4');
    // The first of a name sent twice.
    expect(context.currency).toBe('BDT');
    // Only '1' (or 'true') says a member is present.
    expect(context.member).toBe(false);
    expect(context.render).toBe('server');
    expect(context.cookies['constructor']).toBe('1');
  });

  it.each([
    [undefined, false],
    ['i18n_redirected=bn_BD; ccy=BDT', false],
    [`${COOKIE_NAMES.memberPresent}=1`, true],
    [`i18n_redirected=en_US; ${COOKIE_NAMES.memberPresent}=1`, true],
    [`${COOKIE_NAMES.memberPresent}=0`, false],
    [`${COOKIE_NAMES.memberPresent}=tok_abc`, false],
  ])('Cookie %p is a member: %p (else a visitor, whose page the cache may keep)', (cookie, member) => {
    expect(contextOf(cookie === undefined ? {} : { cookie }).member).toBe(member);
  });

  it.each([
    [undefined, 'server'],
    [`${COOKIE_NAMES.render}=client`, 'client'],
    [`a=1; ${COOKIE_NAMES.render}=client`, 'client'],
    [`${COOKIE_NAMES.render}=server`, 'server'],
    [`${COOKIE_NAMES.render}=CLIENT`, 'server'],
    [`x${COOKIE_NAMES.render}=client`, 'server'],
  ])('Cookie %p asks for the page rendered on the %s', (cookie, render) => {
    expect(contextOf(cookie === undefined ? {} : { cookie }).render).toBe(render);
  });

  it("holds the request's session: an issued one kept, any other replaced by one the site issues", () => {
    const fresh = contextOf().session;
    expect(fresh.setCookie).toHaveLength(2);
    const issued = (fresh.setCookie ?? []).map((c) => c.split(';')[0]).join('; ');
    expect(issuedSessionOf(KEY, issued)).toBe(fresh.id);
    expect(contextOf({ cookie: issued }).session).toEqual({ id: fresh.id });
    expect(contextOf({ cookie: `${SESSION_ID_COOKIE}=chosen-by-client` }).session.id).not.toBe('chosen-by-client');
    const signed = sessionCookies(KEY, 'session-0001').map((c) => c.split(';')[0]).join('; ');
    expect(contextOf({ cookie: `a=1; ${signed}` }).session).toEqual({ id: 'session-0001' });
  });

  it('without a signing key, takes the id of the session cookie as the browser does', () => {
    expect(keylessContextOf({ cookie: `${SESSION_ID_COOKIE}=abcdef12-34` }).session).toEqual({ id: 'abcdef12-34' });
    const minted = keylessContextOf({}).session;
    expect(minted.setCookie).toEqual([`${SESSION_ID_COOKIE}=${minted.id}; path=/; SameSite=Lax`]);
  });

  it('joins a header sent twice as one value', () => {
    expect(contextOf({ 'user-agent': ['a', 'b'] }).layoutHints['user-agent']).toBe('a, b');
  });
});
