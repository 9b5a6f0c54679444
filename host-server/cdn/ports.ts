/**
 * Every port of a local run derives from one base (default 3000), so several runs (two engineers'
 * e2e suites, a bench next to a test run) can share a machine: host = base, remotes = base+1..+5,
 * a second, server-rendering host (start.ts --ssr-host) = base+20, API = base+1000, socket = base+3001.
 */
export const PORT_BASE = Number(process.env.MFP_PORT_BASE ?? 3000);

export const ports = {
  host: PORT_BASE,
  lobby: PORT_BASE + 1,
  games: PORT_BASE + 2,
  member: PORT_BASE + 3,
  agent: PORT_BASE + 4,
  auth: PORT_BASE + 5,
  // The server-render checks: the same site rendered on the server beside the one the run serves (start.ts --ssr-host).
  ssrHost: PORT_BASE + 20,
  api: PORT_BASE + 1000,
  socket: PORT_BASE + 3001,
};

/** The backend's environment for this port block (read by server/src/config.ts and its soketi start). */
export function backendEnv(): Record<string, string> {
  return {
    API_PORT: String(ports.api),
    PUSHER_PORT: String(ports.socket),
  };
}
