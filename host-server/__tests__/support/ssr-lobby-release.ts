import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../repo-root.ts';
import { PRECOMPRESSED_SUFFIX } from '@mfp/shared/node/precompress';
import { SERVER_ENTRY_DIR, SERVER_ENTRY_FILE, ssrRemoteEntryField } from '@mfp/shared/node/server-entry';

// The lobby's server entry from its production build (`pnpm run build`), and release-shaped dist folders
// of it (good, changed, broken), released with the release tool into a test CDN: the SSR tests.
export const run = promisify(execFile);
export const tsx = join(repoRoot, 'node_modules/.bin/tsx');

const LOBBY = join(repoRoot, 'mfe-lobby');

/** The lobby's exposed modules ('./app'), as its production build's manifest lists them. */
const builtExposes = (): string[] =>
  (JSON.parse(readFileSync(join(LOBBY, 'dist', 'mf-manifest.json'), 'utf8')) as { exposes: { path: string }[] }).exposes.map((e) => e.path);

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
  exposes: builtExposes().map((key) => ({
    id: `mfe_lobby:${key.slice(2)}`,
    name: key.slice(2),
    path: key,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  })),
});

const BUILT_SERVER_ENTRY = join(LOBBY, 'dist', SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);

/** The newest source file under `dir` (tests left out), with its modification time. */
function newestSource(dir: string): { file: string; ms: number } {
  let newest = { file: dir, ms: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '__tests__') continue;
    const path = join(dir, entry.name);
    const found = entry.isDirectory() ? newestSource(path) : { file: path, ms: statSync(path).mtimeMs };
    if (found.ms > newest.ms) newest = found;
  }
  return newest;
}

/**
 * The production build's lobby server entry; throws, naming the command, when it is missing or older
 * than the sources it is built from (a stale build would test code that is no longer there).
 */
export function builtLobbyServerEntry(): string {
  const build = 'run `pnpm run build` first (scripts/test-all.sh builds before jest)';
  const shown = relative(repoRoot, BUILT_SERVER_ENTRY);
  if (!existsSync(BUILT_SERVER_ENTRY))
    throw new Error(`${shown} is missing: the SSR tests load the production build's lobby; ${build}`);
  const builtMs = statSync(BUILT_SERVER_ENTRY).mtimeMs;
  for (const sources of [join(LOBBY, 'src'), join(repoRoot, 'shared/src')]) {
    const newest = newestSource(sources);
    if (newest.ms > builtMs)
      throw new Error(`${shown} is older than ${relative(repoRoot, newest.file)}: ${build}`);
  }
  return BUILT_SERVER_ENTRY;
}

/** The lobby's built server entry in `dist` (beside a manifest built at `builtAt`). */
export function lobbyRelease(dist: string, builtAt: string): void {
  cpSync(dirname(builtLobbyServerEntry()), join(dist, SERVER_ENTRY_DIR), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify(lobbyManifest(builtAt)));
}

/** A later build made from `from`: its own manifest, its server entry's source changed by `edit`. */
export function variantOf(from: string, to: string, builtAt: string, edit: (entry: string) => string): void {
  cpSync(from, to, { recursive: true });
  writeFileSync(join(to, 'mf-manifest.json'), JSON.stringify(lobbyManifest(builtAt)));
  const entry = join(to, SERVER_ENTRY_DIR, SERVER_ENTRY_FILE);
  writeFileSync(entry, edit(readFileSync(entry, 'utf8')));
  // The build's compressed copies of the entry would still be the unedited one, and the server sends those first.
  for (const suffix of Object.values(PRECOMPRESSED_SUFFIX)) rmSync(entry + suffix, { force: true });
}

/** The lobby home's root element in the built server entry: what a variant changes to tell its build apart. */
export const HOME_MARKER = '"data-testid": "lobby-home",';

/** Runs the release tool (`pnpm release mfe-lobby ...`) against the test CDN. */
export const releaseLobby = (cdn: string, ...args: string[]) =>
  run(tsx, ['host-server/release.ts', 'mfe-lobby', ...args], {
    cwd: repoRoot,
    env: { ...process.env, MFP_CDN_DIR: cdn, RELEASE_BY: 'ssr-test' },
  });
