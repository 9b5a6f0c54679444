import './support/temp-cdn';
import { appendFileSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cdnRoot } from '../origins';
import { abortCanary, promote, publish, startCanary } from '../release-state';
import { releaseHistoryPath, releaseStatePath, releaseStore } from '../release-store';
import { siteConfigPath } from '../site-config';

describe('release store: compare-and-swap on a revision, and a history', () => {
  it('writes in its own folder, never the site\'s cdn', () => {
    expect(releaseStatePath()).toContain('mfp-release-');
  });

  it('a release that raced with another is computed again on top of it: neither change is lost', async () => {
    await releaseStore.change('mfe_games', 'release', (s) => publish(s, 'mfe_games', 'g1'));
    let raced = false;
    await releaseStore.change('mfe_lobby', 'release', (s) => {
      // Another process commits between this change's read and its write, as a second CLI would.
      if (!raced) {
        raced = true;
        writeFileSync(releaseStatePath(), JSON.stringify({ revision: 2, remotes: publish(s, 'mfe_games', 'g2') }));
        appendFileSync(releaseHistoryPath(), JSON.stringify({ remote: 'mfe_games', to: 'g2', revision: 2, by: 'jest' }) + '\n');
      }
      return publish(s, 'mfe_lobby', 'l1');
    });
    const file = await releaseStore.read();
    expect(file.remotes.mfe_games?.current).toBe('g2');
    expect(file.remotes.mfe_lobby?.current).toBe('l1');
    expect(file.revision).toBe(3);
    expect((await releaseStore.history()).map((e) => `${e.remote}:${e.to}:${e.revision}:${e.by}`)).toEqual(['mfe_games:g1:1:jest', 'mfe_games:g2:2:jest', 'mfe_lobby:l1:3:jest']);
  });

  it('a canary is in the site config with its weight, then promoted or aborted, each step in the history with its reason', async () => {
    await releaseStore.change('mfe_games', 'canary', (s) => startCanary(s, 'mfe_games', 'g3', 10), 'try the new lobby tiles');
    const config = () => JSON.parse(readFileSync(siteConfigPath(), 'utf8')) as { remotes: Record<string, string>; canary: Record<string, { url: string; weight: number }> };
    expect(config().remotes.mfe_games).toMatch(/\/g2\/mf-manifest\.json$/);
    expect(config().canary.mfe_games).toEqual({ url: expect.stringMatching(/\/g3\/mf-manifest\.json$/), weight: 10 });
    await releaseStore.change('mfe_games', 'abort', (s) => abortCanary(s, 'mfe_games'));
    expect(config().canary.mfe_games).toBeUndefined();
    await releaseStore.change('mfe_games', 'canary', (s) => startCanary(s, 'mfe_games', 'g3', 50));
    await releaseStore.change('mfe_games', 'promote', (s) => promote(s, 'mfe_games'));
    expect(config().remotes.mfe_games).toMatch(/\/g3\/mf-manifest\.json$/);
    expect(config().canary.mfe_games).toBeUndefined();
    const last = (await releaseStore.history()).slice(-4);
    expect(last.map((e) => e.action)).toEqual(['canary', 'abort', 'canary', 'promote']);
    expect(last[0]).toMatchObject({ reason: 'try the new lobby tiles', canary: { version: 'g3', weight: 10 }, from: 'g2', to: 'g2' });
    expect(last[3]).toMatchObject({ from: 'g2', to: 'g3' });
  });

  it('a refused change writes nothing', async () => {
    const before = await releaseStore.read();
    await expect(releaseStore.change('mfe_games', 'promote', (s) => promote(s, 'mfe_games'))).rejects.toThrow('no canary');
    expect(await releaseStore.read()).toEqual(before);
  });

  it('a change waiting on another process\'s lock leaves the event loop free, then commits once the lock goes', async () => {
    const lock = join(cdnRoot, 'releases.lock');
    mkdirSync(lock);
    const before = (await releaseStore.read()).revision;
    let settled = false;
    const change = releaseStore.change('mfe_lobby', 'release', (s) => publish(s, 'mfe_lobby', 'l2')).finally(() => (settled = true));
    // Timers of the same process keep firing while the change waits: a serving process goes on answering.
    let ticks = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        ticks += 1;
        if (ticks === 10) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });
    expect({ ticks, settled }).toEqual({ ticks: 10, settled: false });
    rmdirSync(lock);
    await change;
    expect((await releaseStore.read()).revision).toBe(before + 1);
  });
});
