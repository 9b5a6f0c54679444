import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@mfp/shared/contracts';
import { cdnRoot, REMOTE_PACKAGES } from './cdn/origins.ts';
import { abortCanary, promote, publish, rollback, startCanary, versionId } from './cdn/release-state.ts';
import { releaseStore, type HistoryEntry } from './cdn/release-store.ts';
import { precompressDir } from '@mfp/shared/node/precompress';
import { repoRoot } from './repo-root.ts';
import { startCanaryWatcher } from './rum/canary-watcher.ts';
import { formatStatus } from './rum/release-status.ts';
import { rollbackSettingsFrom } from './rum/rollback-rule.ts';
import { fetchRumSummary } from './rum/rum-summary-client.ts';

const byFolderOrName = (arg: string): RemoteName => {
  const hit = (Object.entries(REMOTE_PACKAGES) as [RemoteName, { folder: string }][]).find(
    ([name, { folder }]) => arg === name || arg === folder || arg === `@mfp/${folder}`,
  );
  if (!hit) throw new Error(`unknown remote "${arg}" (one of ${Object.values(REMOTE_PACKAGES).map((p) => p.folder).join(', ')})`);
  return hit[0];
};

/**
 * Copies a remote's production build (its dist/) to the CDN as a version named after its content, its text
 * files compressed beside them as the build writes them (a build edited since, or never compressed, gets
 * fresh copies: the CDN sends those in the files' place).
 */
export async function publishBuild(remote: RemoteName, distDir?: string): Promise<string> {
  const folder = REMOTE_PACKAGES[remote].folder;
  const dist = distDir ?? join(repoRoot, folder, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${folder} has no production build: run pnpm --filter @mfp/${folder} build`);
  const manifest = readFileSync(manifestPath, 'utf8');
  const builtAt = (JSON.parse(manifest) as { metaData?: { builtAt?: string } }).metaData?.builtAt ?? '';
  const version = versionId(builtAt, createHash('sha256').update(manifest).digest('hex'));
  const target = join(cdnRoot, folder, version);
  if (!existsSync(target)) {
    cpSync(dist, target, { recursive: true });
    await precompressDir(target);
  }
  return version;
}

/** Publishes a remote's build and points the site config at it for all; an unchanged build only refreshes the config. */
export async function releaseRemote(remote: RemoteName, distDir?: string, reason?: string): Promise<string> {
  const version = await publishBuild(remote, distDir);
  const entry = (await releaseStore.read()).remotes[remote];
  if (entry?.current === version && !entry.canary) await releaseStore.refreshSiteConfig();
  else await releaseStore.change(remote, 'release', (s) => publish(s, remote, version), reason);
  return version;
}

/** Points the site config back at the version released before the current one. */
export async function rollbackRemote(remote: RemoteName, reason?: string): Promise<string> {
  return (await releaseStore.change(remote, 'rollback', (s) => rollback(s, remote), reason))[remote]?.current ?? '';
}

/** Serves a remote's build to `weight` percent of sessions, the current version to the rest. */
export async function canaryRemote(remote: RemoteName, weight: number, distDir?: string, reason?: string): Promise<string> {
  const version = await publishBuild(remote, distDir);
  await releaseStore.change(remote, 'canary', (s) => startCanary(s, remote, version, weight), reason);
  return version;
}

export const promoteRemote = async (remote: RemoteName, reason?: string): Promise<string> =>
  (await releaseStore.change(remote, 'promote', (s) => promote(s, remote), reason))[remote]?.current ?? '';

export const abortRemote = async (remote: RemoteName, reason?: string): Promise<string> =>
  (await releaseStore.change(remote, 'abort', (s) => abortCanary(s, remote), reason))[remote]?.current ?? '';

/** The history as lines a person reads: when, who, what, which versions, why. */
export function formatHistory(entries: HistoryEntry[]): string[] {
  return entries.map((e) => {
    const canary = e.canary ? ` canary ${e.canary.version} at ${e.canary.weight}%` : '';
    return `${e.at}  ${e.by}  ${e.action.padEnd(8)} ${e.remote}  ${e.from ?? '-'} -> ${e.to ?? '-'}${canary}${e.reason ? `  (${e.reason})` : ''}`;
  });
}

const USAGE =
  'usage: pnpm release <remote> [--from=<dist dir>] [--reason=<why>] [--rollback | --canary <percent> | --promote | --abort]\n' +
  '       pnpm release history | status | watch';

/** The value of `--name value` or `--name=value`. */
const option = (args: string[], name: string): string | undefined => {
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  if (eq) return eq.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

async function run(args: string[]): Promise<string> {
  if (args[0] === 'history') return formatHistory(await releaseStore.history()).join('\n') || 'no releases yet';
  const target = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--canary' && args[i - 1] !== '--reason');
  if (!target) throw new Error(USAGE);
  const remote = byFolderOrName(target);
  const from = option(args, 'from');
  const reason = option(args, 'reason');
  const canary = option(args, 'canary');
  let version: string;
  if (args.includes('--rollback')) version = await rollbackRemote(remote, reason);
  else if (args.includes('--promote')) version = await promoteRemote(remote, reason);
  else if (args.includes('--abort')) version = await abortRemote(remote, reason);
  else if (canary !== undefined) return `${remote} -> ${await canaryRemote(remote, Number(canary), from, reason)} for ${canary}% of sessions`;
  else version = await releaseRemote(remote, from, reason);
  return `${remote} -> ${version}`;
}

const isMain = process.argv[1]?.endsWith('release.ts');
const fail = (e: unknown) => {
  console.error(String(e instanceof Error ? e.message : e));
  process.exit(1);
};
if (isMain) {
  const [command] = process.argv.slice(2);
  if (command === 'status')
    Promise.all([fetchRumSummary(rollbackSettingsFrom().sessionsPerClient), releaseStore.read()]).then(([summary, file]) => console.log(formatStatus(summary, file.remotes)), fail);
  else if (command === 'watch') {
    // The watcher alone, for a backend started some other way (pnpm start runs it itself).
    const settings = rollbackSettingsFrom();
    console.log(`[release-watcher] every ${settings.pollIntervalMs} ms: roll back a canary over ${settings.minSessions} sessions worse by ${settings.margin}`);
    startCanaryWatcher(settings);
  } else {
    run(process.argv.slice(2)).then((line) => console.log(line), fail);
  }
}
