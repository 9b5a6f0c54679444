export { CONTRACT_VERSION, isContractCompatible } from './version';
export type {
  RemoteName,
  RemoteAppProps,
  RemoteOverlayProps,
  RemoteExposes,
  RemoteModuleKey,
} from './remotes';
export { REMOTE_FOLDERS, REMOTE_NAMES } from './remotes';
export {
  SITE_ROUTES,
  MEMBER_CENTER_PAGES,
  MEMBER_WINDOW_BASE,
  MEMBER_WINDOW_HOME,
  isMemberWindowPath,
  matchSiteRoute,
  remoteForPath,
  isBareRoute,
  pagesOf,
  productionRedirect,
  isPopupWindowPage,
} from './routes';
export type {
  SiteRoute,
  SiteRouteEntry,
  SegmentRule,
  RouteMatch,
  PageOf,
  MemberCenterPage,
  ProductionRedirect,
} from './routes';
export { AUTH_MODAL_NAMES, isAuthModal } from './overlay-modals';
export type { AuthModalName } from './overlay-modals';
export { siteConfigUrl } from './site-config-url';
export {
  SESSION_ID_COOKIE,
  sessionFromId,
  sessionIdCookie,
  isSessionId,
  sessionBucket,
  isCanaryRelease,
  chooseRemoteUrl,
  remoteUrlsFor,
  sessionIdOf,
} from './canary';
export type { CanaryRelease } from './canary';
export {
  RUM_BEACON_PATH,
  RUM_MAX_BODY_BYTES,
  RUM_MAX_VIEWS,
  RUM_DEFAULT_SAMPLE_RATE,
  RUM_BEACON_VERSION,
  WEB_VITALS,
  parseRumBeacon,
  versionOfManifestUrl,
  p75,
  versionStats,
  RUM_SESSIONS_PER_CLIENT,
} from './rum-beacon';
export type {
  WebVital,
  RumRemoteReport,
  RumPageView,
  RumBeacon,
  RumParse,
  RumVersionStats,
  RumVersionView,
} from './rum-beacon';
export {
  LAST_KNOWN_PREFIX,
  LEAD_IMAGE_KEY,
  LAST_KNOWN_MAX_AGE_MS,
  lastKnownName,
  writeLastKnown,
  readLastKnown,
  readLeadImage,
} from './last-known';
export type { LastKnownStore } from './last-known';
export { LEAD_IMAGE_PAGE, LEAD_IMAGE_PRELOAD, LEAD_IMAGE_PRELOAD_SELECTOR, leadImageOf, leadImageToPreload } from './lead-image';
