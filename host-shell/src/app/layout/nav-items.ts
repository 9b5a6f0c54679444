/** The header's navigation by hall: route and common label key. */
export const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/gameHall/2', key: 'hall.slot' },
  { to: '/gameHall/3', key: 'hall.live' },
  { to: '/gameHall/4', key: 'hall.sport' },
  { to: '/gameHall/6', key: 'hall.chess' },
  { to: '/discount', key: 'nav.discount' },
  { to: '/proxy', key: 'nav.agent' },
] as const;

const MOBILE_PATHS: ReadonlySet<string> = new Set(['/', '/gameHall/2', '/gameHall/4', '/discount']);

/** The mobile bottom bar's share of the same items (it adds the member button itself). */
export const MOBILE_NAV = NAV.filter(({ to }) => MOBILE_PATHS.has(to));
