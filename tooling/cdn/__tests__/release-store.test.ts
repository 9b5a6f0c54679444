import './support/temp-cdn';
import { readFileSync } from 'node:fs';
import { abortCanary, promote, publish, startCanary } from '../release-state';
import { changeRelease, readHistory, readReleaseFile, releaseStatePath } from '../release-store';
import { siteConfigPath } from '../site-config';

describe('release store: compare-and-swap on a revision, and a history (issue 22)', () => {
  it('writes in its own folder, never the site\'s cdn', () => {
    expect(releaseStatePath()).toContain('mfp-release-');
  });

  it('a release that raced with another is computed again on top of it: neither change is lost', () => {
    changeRelease('mfe_games', 'release', (s) => publish(s, 'mfe_games', 'g1'));
    let raced = false;
    changeRelease('mfe_lobby', 'release', (s) => {
      // Another release commits between this one's read and its write.
      if (!raced) {
        raced = true;
        changeRelease('mfe_games', 'release', (t) => publish(t, 'mfe_games', 'g2'));
      }
      return publish(s, 'mfe_lobby', 'l1');
    });
    const file = readReleaseFile();
    expect(file.remotes.mfe_games?.current).toBe('g2');
    expect(file.remotes.mfe_lobby?.current).toBe('l1');
    expect(file.revision).toBe(3);
    expect(readHistory().map((e) => `${e.remote}:${e.to}:${e.revision}:${e.by}`)).toEqual(['mfe_games:g1:1:jest', 'mfe_games:g2:2:jest', 'mfe_lobby:l1:3:jest']);
  });

  it('a canary is in the site config with its weight, then promoted or aborted, each step in the history with its reason', () => {
    changeRelease('mfe_games', 'canary', (s) => startCanary(s, 'mfe_games', 'g3', 10), 'try the new lobby tiles');
    const config = () => JSON.parse(readFileSync(siteConfigPath(), 'utf8')) as { remotes: Record<string, string>; canary: Record<string, { url: string; weight: number }> };
    expect(config().remotes.mfe_games).toMatch(/\/g2\/mf-manifest\.json$/);
    expect(config().canary.mfe_games).toEqual({ url: expect.stringMatching(/\/g3\/mf-manifest\.json$/), weight: 10 });
    changeRelease('mfe_games', 'abort', (s) => abortCanary(s, 'mfe_games'));
    expect(config().canary.mfe_games).toBeUndefined();
    changeRelease('mfe_games', 'canary', (s) => startCanary(s, 'mfe_games', 'g3', 50));
    changeRelease('mfe_games', 'promote', (s) => promote(s, 'mfe_games'));
    expect(config().remotes.mfe_games).toMatch(/\/g3\/mf-manifest\.json$/);
    expect(config().canary.mfe_games).toBeUndefined();
    const last = readHistory().slice(-4);
    expect(last.map((e) => e.action)).toEqual(['canary', 'abort', 'canary', 'promote']);
    expect(last[0]).toMatchObject({ reason: 'try the new lobby tiles', canary: { version: 'g3', weight: 10 }, from: 'g2', to: 'g2' });
    expect(last[3]).toMatchObject({ from: 'g2', to: 'g3' });
  });

  it('a refused change writes nothing', () => {
    const before = readReleaseFile();
    expect(() => changeRelease('mfe_games', 'promote', (s) => promote(s, 'mfe_games'))).toThrow('no canary');
    expect(readReleaseFile()).toEqual(before);
  });
});
