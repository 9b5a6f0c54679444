/** @jest-environment node */
import { chooseRemoteUrl, isCanaryRelease, remoteUrlsFor, SESSION_ID_COOKIE, sessionBucket, sessionIdOf } from '../canary';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `session-${i}-${(i * 7919).toString(36)}`);

describe('canary version choice: a share of sessions, the same choice for the life of a session', () => {
  it('a session keeps its bucket; remotes draw independently', () => {
    expect(sessionBucket('abc12345', 'mfe_games')).toBe(sessionBucket('abc12345', 'mfe_games'));
    const sameForAll = ids(200).every((id) => sessionBucket(id, 'mfe_games') === sessionBucket(id, 'mfe_lobby'));
    expect(sameForAll).toBe(false);
  });

  it('the weight is the share of sessions that get the canary', () => {
    const canary = { url: 'c', weight: 10 };
    const got = ids(5000).filter((id) => chooseRemoteUrl('s', canary, id, 'mfe_games') === 'c').length;
    expect(got / 5000).toBeGreaterThan(0.08);
    expect(got / 5000).toBeLessThan(0.12);
  });

  it('weight 0 serves nobody, 100 everybody; no canary serves the stable version', () => {
    expect(ids(300).some((id) => chooseRemoteUrl('s', { url: 'c', weight: 0 }, id, 'x') === 'c')).toBe(false);
    expect(ids(300).every((id) => chooseRemoteUrl('s', { url: 'c', weight: 100 }, id, 'x') === 'c')).toBe(true);
    expect(chooseRemoteUrl('s', undefined, 'any-session', 'x')).toBe('s');
  });

  it('a malformed canary entry is ignored, never loaded', () => {
    expect(isCanaryRelease({ url: 'c', weight: 150 })).toBe(false);
    expect(isCanaryRelease({ url: 'c', weight: 2.5 })).toBe(false);
    expect(isCanaryRelease({ weight: 10 })).toBe(false);
    const urls = remoteUrlsFor({ remotes: { a: 'sa', b: 'sb' }, canary: { a: { url: 'ca', weight: 100 }, b: { url: 'cb', weight: 'all' } } }, 'id-00000001');
    expect(urls).toEqual({ a: 'ca', b: 'sb' });
  });

  it('the session id comes from its cookie, or is made once and set as a session cookie', () => {
    const doc = { cookie: 'other=1' };
    const id = sessionIdOf(doc);
    expect(doc.cookie).toBe(`${SESSION_ID_COOKIE}=${id}; path=/; SameSite=Lax`);
    expect(sessionIdOf({ cookie: `a=b; ${SESSION_ID_COOKIE}=${id}` })).toBe(id);
    const forged = { cookie: `${SESSION_ID_COOKIE}=<script>` };
    expect(sessionIdOf(forged)).not.toBe('<script>');
  });
});
