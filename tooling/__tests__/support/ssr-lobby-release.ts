import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../singletons.ts';
import { SERVER_ENTRY_DIR, SERVER_ENTRY_FILE, ssrRemoteEntryField } from '../../ssr/server-entry.ts';
import { exposes } from '../../../mfe-lobby/module-federation.config.ts';

// The lobby's server entry built as its production build builds it, and release-shaped dist folders
// of it (good, changed, broken), released with the release tool into a test CDN: the issue 19 SSR tests.
export const run = promisify(execFile);
export const tsx = join(repoRoot, 'node_modules/.bin/tsx');

/** A release-shaped manifest: the browser entry (not used by Node) and the SSR entry field the preset writes. */
export const lobbyManifest = (builtAt: string) => ({
  id: 'mfe_lobby',
  name: 'mfe_lobby',
  metaData: {
    name: 'mfe_lobby',
    type: 'app',
    buildInfo: { buildVersion: 'test', buildName: '@mfp/mfe-lobby' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    ssrRemoteEntry: ssrRemoteEntryField(),
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mfe_lobby',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
    builtAt,
  },
  shared: [],
  remotes: [],
  exposes: Object.keys(exposes).map((key) => ({
    id: `mfe_lobby:${key.slice(2)}`,
    name: key.slice(2),
    path: key,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  })),
});

/** Builds the lobby's server entry into `dist` (beside a manifest built at `builtAt`). */
export async function buildLobbyServerEntry(dist: string, builtAt: string): Promise<void> {
  const rspackCli = join(repoRoot, 'mfe-lobby/node_modules/.bin/rspack');
  const config = join(repoRoot, 'tooling/ssr/server-entry.rspack.config.ts');
  await run(rspackCli, ['build', '--config', config, '--env', 'package=mfe-lobby', '--env', `out=${dist}`], {
    cwd: join(repoRoot, 'mfe-lobby'),
    timeout: 100_000,
  });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(lobbyManifest(builtAt)));
}

/** A later build made from `from`: its own manifest, its server entry's source changed by `edit`. */
export function variantOf(from: string, to: string, builtAt: string, edit: (entry: string) => string): void {
  cpSync(from, to, { recursive: true });
  writeFileSync(join(to, 'mf-manifest.json'), JSON.stringify(lobbyManifest(builtAt)));
  const entry = join(to, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);
  writeFileSync(entry, edit(readFileSync(entry, 'utf8')));
}

/** The lobby home's root element in the built server entry: what a variant changes to tell its build apart. */
export const HOME_MARKER = '"data-testid": "lobby-home",';

/** Runs the release tool (`pnpm release mfe-lobby ...`) against the test CDN. */
export const releaseLobby = (cdn: string, ...args: string[]) =>
  run(tsx, ['tooling/release.ts', 'mfe-lobby', ...args], {
    cwd: repoRoot,
    env: { ...process.env, MFP_CDN_DIR: cdn, RELEASE_BY: 'ssr-test' },
  });
