/** @jest-environment node */
import {
  cookieOf,
  isSignedSession,
  issuedSessionOf,
  issueSession,
  sessionCookies,
  sessionSignature,
  SESSION_SIGNATURE_COOKIE,
} from '../site-session';

// Sessions the site issued: only an id with the host server's signature is the site's (the RUM collector
// counts nothing else); whatever a client writes into its cookies itself is not.

const KEY = 'k'.repeat(64);

describe('the signature of an issued session', () => {
  it('a new session is a random id the site chose, with its id cookie and an HttpOnly signature cookie', () => {
    const a = issueSession(KEY);
    const b = issueSession(KEY);
    expect(a.id).not.toBe(b.id);
    expect(a.setCookie).toEqual([
      `mfp_sid=${a.id}; path=/; SameSite=Lax`,
      `${SESSION_SIGNATURE_COOKIE}=${sessionSignature(KEY, a.id)}; path=/; HttpOnly; SameSite=Lax`,
    ]);
    expect(issuedSessionOf(KEY, `x=1; ${a.setCookie.map((c) => c.split(';')[0]).join('; ')}`)).toBe(a.id);
  });

  it.each([
    ['no cookies', undefined],
    ['an id the client chose, unsigned', 'mfp_sid=chosen-by-client'],
    ['a made-up signature', `mfp_sid=chosen-by-client; mfp_sig=${'A'.repeat(43)}`],
    ["another session's signature", `mfp_sid=chosen-by-client; mfp_sig=${sessionSignature(KEY, 'issued-elsewhere')}`],
    ['a signature of another key', `mfp_sid=chosen-by-client; mfp_sig=${sessionSignature('other-key', 'chosen-by-client')}`],
    ['a signed id that is no session id', `mfp_sid=<x>; mfp_sig=${sessionSignature(KEY, '<x>')}`],
    ['a truncated signature', `mfp_sid=chosen-by-client; mfp_sig=${sessionSignature(KEY, 'chosen-by-client').slice(0, 20)}`],
  ])('%s is not a session the site issued', (_what, cookieHeader) => {
    expect(issuedSessionOf(KEY, cookieHeader)).toBeNull();
  });

  it('is checked as given: the signature of the same id under the same key, nothing else', () => {
    expect(isSignedSession(KEY, 'session-0001', sessionSignature(KEY, 'session-0001'))).toBe(true);
    expect(isSignedSession(KEY, 'session-0001', undefined)).toBe(false);
    expect(sessionCookies(KEY, 'session-0001')[1]).toContain(sessionSignature(KEY, 'session-0001'));
  });

  it('reads cookies by exact name', () => {
    expect(cookieOf('a=1; mfp_sid=x1; xmfp_sid=no', 'mfp_sid')).toBe('x1');
    expect(cookieOf('mfp_sidx=1', 'mfp_sid')).toBeUndefined();
    expect(cookieOf(undefined, 'mfp_sid')).toBeUndefined();
  });
});
