import type { RemoteName } from '@mfp/shared';

/** Which remote renders which public route (DESIGN.md section 3). `section` is the remote's basePath. */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  basePath: string;
  membersOnly?: boolean;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'mfe_lobby', basePath: '/' },
  { path: '/app', remote: 'mfe_lobby', basePath: '/app' },
  { path: '/discount/*', remote: 'mfe_lobby', basePath: '/discount' },
  { path: '/faq/*', remote: 'mfe_lobby', basePath: '/faq' },
  { path: '/main/*', remote: 'mfe_lobby', basePath: '/main' },
  { path: '/sponsor', remote: 'mfe_lobby', basePath: '/sponsor' },
  { path: '/gameHall/*', remote: 'mfe_games', basePath: '/gameHall' },
  { path: '/slotgame', remote: 'mfe_games', basePath: '/slotgame' },
  { path: '/gameRoom', remote: 'mfe_games', basePath: '/gameRoom' },
  { path: '/play', remote: 'mfe_games', basePath: '/play' },
  { path: '/user/*', remote: 'mfe_member_center', basePath: '/user', membersOnly: true },
  { path: '/proxy/*', remote: 'mfe_agent_center', basePath: '/proxy' },
  { path: '/register', remote: 'mfe_auth', basePath: '/register' },
];

/** The remote a path will need, so the host can preload it on intent (hover, idle). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const clean = pathname.split('?')[0] ?? '/';
  const match = REMOTE_ROUTES.find(({ path }) =>
    path.endsWith('/*') ? clean === path.slice(0, -2) || clean.startsWith(path.slice(0, -1)) : clean === path,
  );
  return match?.remote;
}
