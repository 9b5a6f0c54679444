import { chmodSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issuedSessionOf, SESSION_KEY_ENV } from '@mfp/shared/node/site-session';
import { resolveSessionKey, sessionKeyFile } from '../cdn/session-key.ts';
import { startSiteServer } from '../cdn/site-server.ts';
import { requestSession } from '../ssr/request-session.ts';
import { parseCookies } from '@mfp/shared/storage/cookie';

/** A request's session from its Cookie header, read as the request context reads it (parsed once). */
const sessionOfHeader = (cookieHeader: string | undefined, key: string | undefined) => requestSession(parseCookies(cookieHeader ?? ''), key);

// The host server issues the sessions the RUM collector counts: with the run's key, a request keeps its session
// only when the site signed it; any other gets a new one the site chose.

const KEY = 'a'.repeat(64);
const cookiesOf = (setCookie: readonly string[] | undefined) => (setCookie ?? []).map((c) => c.split(';')[0]).join('; ');

describe('the session of a request, with the run key', () => {
  it('a request without a session gets one the site issued', () => {
    const session = sessionOfHeader(undefined, KEY);
    expect(session.setCookie).toHaveLength(2);
    expect(issuedSessionOf(KEY, cookiesOf(session.setCookie))).toBe(session.id);
  });

  it('an issued session is kept and nothing is set', () => {
    const first = sessionOfHeader(undefined, KEY);
    expect(sessionOfHeader(cookiesOf(first.setCookie), KEY)).toEqual({ id: first.id });
  });

  it.each(['mfp_sid=chosen-by-client', `mfp_sid=chosen-by-client; mfp_sig=${'x'.repeat(43)}`])(
    'a session id the client chose (%s) is replaced by one the site chooses',
    (cookieHeader) => {
      const session = sessionOfHeader(cookieHeader, KEY);
      expect(session.id).not.toBe('chosen-by-client');
      expect(issuedSessionOf(KEY, cookiesOf(session.setCookie))).toBe(session.id);
    },
  );
});

describe('the key of an installation', () => {
  it('is the environment one when set, else made once at random and kept (mode 0600) for every later start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-session-key-'));
    expect(resolveSessionKey(dir, { [SESSION_KEY_ENV]: 'given-key' })).toBe('given-key');
    const made = resolveSessionKey(dir, {});
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(sessionKeyFile(dir)).mode & 0o777).toBe(0o600);
    expect(resolveSessionKey(dir, {})).toBe(made);
    expect(resolveSessionKey(mkdtempSync(join(tmpdir(), 'mfp-session-key-')), {})).not.toBe(made);
  });

  it('refuses a kept file that holds no key rather than signing with it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-session-key-'));
    writeFileSync(sessionKeyFile(dir), 'short');
    chmodSync(sessionKeyFile(dir), 0o600);
    expect(() => resolveSessionKey(dir, {})).toThrow(/holds no session key/);
    expect(readFileSync(sessionKeyFile(dir), 'utf8')).toBe('short');
  });
});

describe('a page rendered in the browser (no server render) starts an issued session too', () => {
  let server: Server;
  let origin = '';
  const saved = process.env[SESSION_KEY_ENV];
  beforeAll(async () => {
    process.env[SESSION_KEY_ENV] = KEY;
    const dir = mkdtempSync(join(tmpdir(), 'mfp-static-session-'));
    mkdirSync(join(dir, 'static'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    server = await startSiteServer({ name: 'host-test', host: '127.0.0.1', port: 0, mounts: [{ prefix: '/', dir }], spaFallback: true });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env[SESSION_KEY_ENV];
    else process.env[SESSION_KEY_ENV] = saved;
    await new Promise<void>((done) => server.close(() => done()));
  });

  it('answers a page path with the issued session cookies, and an issued session with none', async () => {
    const first = await fetch(`${origin}/sponsor`);
    const setCookie = first.headers.getSetCookie();
    expect(setCookie).toHaveLength(2);
    const id = issuedSessionOf(KEY, cookiesOf(setCookie));
    expect(id).not.toBeNull();
    expect((await fetch(`${origin}/sponsor`, { headers: { cookie: cookiesOf(setCookie) } })).headers.getSetCookie()).toEqual([]);
    expect((await fetch(`${origin}/sponsor`, { headers: { cookie: 'mfp_sid=chosen-by-client' } })).headers.getSetCookie()).toHaveLength(2);
  });
});
