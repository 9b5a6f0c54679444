import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(__dirname, '../../..');
const cdn = mkdtempSync(join(tmpdir(), 'mfp-release-cli-'));

/** A stand-in production build: a manifest is all the release tool reads. */
function fakeDist(name: string): string {
  const dir = join(cdn, `dist-${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { builtAt: '2026-11-25 10:00:00', name } }));
  return dir;
}

const release = (...args: string[]) =>
  run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'host-server/release.ts'), ...args], {
    env: { ...process.env, MFP_CDN_DIR: cdn, RELEASE_BY: 'cli-test' },
  });

describe('pnpm release from two shells at once: both releases land in the config and the history', () => {
  jest.setTimeout(60_000);
  it('two concurrent releases of two remotes, then a canary, promote and history', async () => {
    await Promise.all([release('mfe-games', `--from=${fakeDist('g1')}`), release('mfe-lobby', `--from=${fakeDist('l1')}`)]);
    const state = JSON.parse(readFileSync(join(cdn, 'releases.json'), 'utf8')) as { revision: number; remotes: Record<string, { current: string }> };
    expect(state.revision).toBe(2);
    expect(Object.keys(state.remotes).sort()).toEqual(['mfe_games', 'mfe_lobby']);

    const canary = await release('mfe-games', '--canary', '25', `--from=${fakeDist('g2')}`, '--reason=new tiles');
    expect(canary.stdout).toMatch(/mfe_games -> v\S+ for 25% of sessions/);
    await release('mfe-games', '--promote');
    const { stdout } = await release('history');
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/cli-test {2}canary {3}mfe_games .* canary v\S+ at 25% {2}\(new tiles\)$/);
    expect(lines[3]).toMatch(/promote {2}mfe_games/);
    await expect(release('mfe-games', '--abort')).rejects.toThrow(/no canary to abort/);
  });
});
