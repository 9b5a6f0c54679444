import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type RemoteName, RUM_DEFAULT_SAMPLE_RATE } from '@mfp/shared/contracts';
import { cdnRoot, ENVIRONMENT, HOST, originOf, REMOTE_PACKAGES, SITE, SOCKET_ORIGIN } from './origins.ts';
import type { ReleaseState } from './release-state.ts';

export const siteConfigPath = (env = ENVIRONMENT, site = SITE) => join(cdnRoot, 'config', env, `${site}.json`);


/** The hosts the seeded content links to (banners, footer, float, sponsors, CS link); MFP_LINK_HOSTS replaces them. */
const LOCAL_LINK_HOSTS = ['example.com', 't.me'];

/** The hosts external banners and links may lead to (spec 8): MFP_LINK_HOSTS (comma-separated) or the local ones, plus the app stores' hosts. */
export function linkHostsFrom(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = env.MFP_LINK_HOSTS === undefined ? LOCAL_LINK_HOSTS : env.MFP_LINK_HOSTS.split(',');
  const apps = [env.MFP_APP_ANDROID_URL, env.MFP_APP_IOS_URL].flatMap((u) => {
    try {
      return u ? [new URL(u).hostname] : [];
    } catch {
      return [];
    }
  });
  return [...new Set([...listed, ...apps].map((h) => h.trim().toLowerCase()).filter((h) => h !== ''))];
}

/** The share of sessions (0 to 1) that send real-user monitoring beacons: MFP_RUM_SAMPLE_RATE, else the shared default. */
export function rumSampleRateFrom(env: NodeJS.ProcessEnv = process.env): number {
  const rate = Number(env.MFP_RUM_SAMPLE_RATE);
  return env.MFP_RUM_SAMPLE_RATE !== undefined && env.MFP_RUM_SAMPLE_RATE.trim() !== '' && rate >= 0 && rate <= 1 ? rate : RUM_DEFAULT_SAMPLE_RATE;
}

/** The site environment config (spec section 3) with each remote's current manifest URL. */
export function siteConfigFor(state: ReleaseState, env = ENVIRONMENT, site = SITE) {
  const remotes = {} as Record<RemoteName, string>;
  const canary: Partial<Record<RemoteName, { url: string; weight: number }>> = {};
  for (const [name, { port }] of Object.entries(REMOTE_PACKAGES) as [RemoteName, { port: number }][]) {
    const current = state[name]?.current;
    remotes[name] = current ? `${originOf(port)}/${current}/mf-manifest.json` : `${originOf(port)}/unreleased/mf-manifest.json`;
    const tried = state[name]?.canary;
    if (tried) canary[name] = { url: `${originOf(port)}/${tried.version}/mf-manifest.json`, weight: tried.weight };
  }
  const socket = new URL(SOCKET_ORIGIN.replace(/^ws/, 'http'));
  return {
    siteId: site,
    environment: env,
    currencies: ['BDT', 'USD'],
    languages: ['en_US', 'bn_BD'],
    desktopTemplate: 'site02',
    mobileTemplate: 'bob',
    apiBaseUrl: '/api',
    socket: { key: process.env.PUSHER_APP_KEY ?? 'mfp-key', wsHost: socket.hostname || HOST, wsPort: Number(socket.port || 6001), forceTLS: false },
    remotes,
    // Canaries: the version tried and the share of sessions that get it (the host draws per session).
    canary,
    // The stores' pages of the native apps, when the operator has them (none locally).
    appLinks: {
      ...(process.env.MFP_APP_ANDROID_URL ? { android: process.env.MFP_APP_ANDROID_URL } : {}),
      ...(process.env.MFP_APP_IOS_URL ? { ios: process.env.MFP_APP_IOS_URL } : {}),
    },
    linkHosts: linkHostsFrom(),
    // Real-user monitoring: the share of sessions that report to the collector.
    rum: { sampleRate: rumSampleRateFrom() },
  };
}

/** Writes the site config of a release state (the release store calls it under its lock, after the state). */
export function writeSiteConfig(state: ReleaseState): void {
  const path = siteConfigPath();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path + '.tmp', JSON.stringify(siteConfigFor(state), null, 2) + '\n');
  // Atomic swap: a browser booting mid-release reads the old config or the new one, never half.
  renameSync(path + '.tmp', path);
}
