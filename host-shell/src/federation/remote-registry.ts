import { registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, isContractCompatible, REMOTE_NAMES, type RemoteName } from '@mfp/shared';
import { fetchEarlyOr } from './early-fetch';
import { rememberManifest } from './manifest-cache';

export type RemoteStatus = 'registered' | 'unreachable' | 'incompatible';

interface RemoteRecord {
  name: RemoteName;
  entry: string;
  status: RemoteStatus;
  contractVersion?: string;
}

const records = new Map<RemoteName, RemoteRecord>();

async function prefetch(name: RemoteName, entry: string): Promise<RemoteRecord> {
  try {
    // At boot the request index.ts started early; on a retry, the network again.
    const res = await fetchEarlyOr(entry);
    if (!res.ok) return { name, entry, status: 'unreachable' };
    const body = await res.text();
    const contractVersion = (JSON.parse(body) as { metaData?: { contractVersion?: unknown } }).metaData
      ?.contractVersion;
    if (!isContractCompatible(contractVersion, CONTRACT_VERSION))
      return { name, entry, status: 'incompatible', contractVersion: String(contractVersion) };
    rememberManifest(entry, body);
    return { name, entry, status: 'registered', contractVersion: String(contractVersion) };
  } catch {
    return { name, entry, status: 'unreachable' };
  }
}

/**
 * Registers every remote of the site config at run time. Manifests are fetched in parallel;
 * a remote built against another contract major is not registered (its area shows the fallback).
 * An unreachable remote is still registered so that a retry can reach it once it is back.
 */
export async function registerSiteRemotes(remotes: Record<RemoteName, string>): Promise<void> {
  const found = await Promise.all(REMOTE_NAMES.map((name) => prefetch(name, remotes[name])));
  for (const record of found) records.set(record.name, record);
  registerRemotes(
    found.filter((r) => r.status !== 'incompatible').map((r) => ({ name: r.name, entry: r.entry })),
    { force: true },
  );
}

export function remoteStatus(name: RemoteName): RemoteStatus | undefined {
  return records.get(name)?.status;
}

/** A retry starts from scratch: manifest, contract check, and the runtime's caches for that remote. */
export async function reRegisterRemote(name: RemoteName): Promise<RemoteStatus> {
  const current = records.get(name);
  if (!current) return 'unreachable';
  const record = await prefetch(name, current.entry);
  records.set(name, record);
  if (record.status !== 'incompatible') registerRemotes([{ name, entry: record.entry }], { force: true });
  return record.status;
}
