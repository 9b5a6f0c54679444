export { CONTRACT_VERSION, isContractCompatible } from './version';
export type { RemoteName, RemoteAppProps, RemoteOverlayProps, RemoteExposes, RemoteModuleKey } from './remotes';
export { REMOTE_NAMES } from './remotes';
export { SITE_ROUTES, MEMBER_CENTER_PAGES, matchSiteRoute, remoteForPath, isBareRoute, pagesOf } from './routes';
export type { SiteRoute, SiteRouteEntry, SegmentRule, RouteMatch, PageOf, MemberCenterPage } from './routes';
export { AUTH_MODAL_NAMES, isAuthModal } from './overlay-modals';
export type { AuthModalName } from './overlay-modals';
export { siteConfigUrl } from './site-config-url';
