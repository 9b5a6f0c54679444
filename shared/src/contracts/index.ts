export { CONTRACT_VERSION, isContractCompatible } from './version';
export type { RemoteName, RemoteAppProps, RemoteOverlayProps, RemoteExposes, RemoteModuleKey } from './remotes';
export { REMOTE_NAMES } from './remotes';
