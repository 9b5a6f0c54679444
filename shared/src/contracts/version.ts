/**
 * The version of the host/remote contract (the modules each remote exposes and their props).
 * A remote's manifest carries the version it was built against; the host refuses another major.
 */
// 1.1.0: mfe_lobby './lobby-overlay' added (an added expose is a minor change: hosts on 1.x still mount 1.0 remotes).
export const CONTRACT_VERSION = '1.1.0';

const major = (version: string): number | null => {
  const m = /^(\d+)\.\d+\.\d+/.exec(version.trim());
  return m ? Number(m[1]) : null;
};

/** True when a remote built against `remoteVersion` can be mounted by a host on `hostVersion`. */
export function isContractCompatible(remoteVersion: unknown, hostVersion: string = CONTRACT_VERSION): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const a = major(remoteVersion);
  return a !== null && a === major(hostVersion);
}
