// Stands in for the host's remote registry in the monolith build: nothing to fetch or register.
export type RemoteStatus = 'registered' | 'unreachable' | 'incompatible';

export async function registerSiteRemotes(): Promise<void> {}

export function remoteStatus(): RemoteStatus {
  return 'registered';
}

export async function reRegisterRemote(): Promise<RemoteStatus> {
  return 'registered';
}
