import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '../shared/src/contracts/remotes.ts';
import { cdnRoot, REMOTE_PACKAGES } from './cdn/origins.ts';
import { publish, rollback, versionId } from './cdn/release-state.ts';
import { readReleaseState, writeReleaseState } from './cdn/site-config.ts';
import { repoRoot } from './singletons.ts';

const byFolderOrName = (arg: string): RemoteName => {
  const hit = (Object.entries(REMOTE_PACKAGES) as [RemoteName, { folder: string }][]).find(
    ([name, { folder }]) => arg === name || arg === folder || arg === `@mfp/${folder}`,
  );
  if (!hit) throw new Error(`unknown remote "${arg}" (one of ${Object.values(REMOTE_PACKAGES).map((p) => p.folder).join(', ')})`);
  return hit[0];
};

/** Publishes a remote's production build (its dist/) as a new version and points the site config at it. */
export function releaseRemote(remote: RemoteName, distDir?: string): string {
  const folder = REMOTE_PACKAGES[remote].folder;
  const dist = distDir ?? join(repoRoot, folder, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${folder} has no production build: run pnpm --filter @mfp/${folder} build`);
  const manifest = readFileSync(manifestPath, 'utf8');
  const builtAt = (JSON.parse(manifest) as { metaData?: { builtAt?: string } }).metaData?.builtAt ?? '';
  const version = versionId(builtAt, createHash('sha256').update(manifest).digest('hex'));
  const target = join(cdnRoot, folder, version);
  if (!existsSync(target)) cpSync(dist, target, { recursive: true });
  const state = readReleaseState();
  if (state[remote]?.current !== version) writeReleaseState(publish(state, remote, version));
  else writeReleaseState(state);
  return version;
}

/** Points the site config back at the version released before the current one. */
export function rollbackRemote(remote: RemoteName): string {
  const next = rollback(readReleaseState(), remote);
  writeReleaseState(next);
  return next[remote]?.current ?? '';
}

const isMain = process.argv[1]?.endsWith('release.ts');
if (isMain) {
  const args = process.argv.slice(2);
  const target = args.find((a) => !a.startsWith('--'));
  const from = args.find((a) => a.startsWith('--from='))?.slice('--from='.length);
  try {
    if (!target) throw new Error('usage: pnpm release <remote> [--rollback] [--from=<dist dir>]');
    const remote = byFolderOrName(target);
    const version = args.includes('--rollback') ? rollbackRemote(remote) : releaseRemote(remote, from);
    console.log(`${remote} -> ${version}`);
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(1);
  }
}
