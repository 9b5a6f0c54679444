/** The port block of this run (host-server/cdn/ports.ts): host = base, remotes = base+1..+5, API = base+1000. */
export const PORT_BASE = Number(process.env.MFP_PORT_BASE ?? 3000);
export const API_URL = `http://127.0.0.1:${PORT_BASE + 1000}`;

/** The five remotes, the route each renders and the origin (port) it is served from. */
export const REMOTES = [
  { name: 'mfe_lobby', route: '/', testId: 'lobby-home', port: PORT_BASE + 1 },
  { name: 'mfe_games', route: '/gameHall/2', testId: 'games-hall', port: PORT_BASE + 2 },
  { name: 'mfe_member_center', route: '/user', testId: 'member-center', port: PORT_BASE + 3 },
  { name: 'mfe_agent_center', route: '/proxy', testId: 'agent-center', port: PORT_BASE + 4 },
  { name: 'mfe_auth', route: '/register', testId: 'auth-register', port: PORT_BASE + 5 },
] as const;

export type RemoteCase = (typeof REMOTES)[number];

export const originOfPort = (port: number) => `http://127.0.0.1:${port}`;
