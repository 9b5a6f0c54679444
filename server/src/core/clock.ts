import type { ServerDeps } from './deps';

/** Now, as epoch ms, by the server's injectable clock (deps.clock, else the real one). */
export function nowMs(deps: Pick<ServerDeps, 'clock'>): number {
  return deps.clock ? deps.clock() : Date.now();
}
