export type { Codec } from './codecs';
export type { StorageKey, StorageValue, StorageLike, TypedStorage } from './browser-storage';
export { STORAGE_KEYS, browserArea, createTypedStorage, storage } from './browser-storage';
export type { CookieAttributes, CookieJar, Cookies } from './cookie';
export { serializeCookie, parseCookies, readCookie, writeCookie, removeCookie } from './cookie';
export type { CookieValue, CookieWriteOptions } from './site-cookies';
export {
  COOKIE_SPECS,
  cookieAttributes,
  getSiteCookie,
  siteCookieIn,
  setSiteCookie,
  removeSiteCookie,
  fbcValue,
  storeIntroducerLink,
} from './site-cookies';
export { markRouteRegister, takeRouteRegister } from './route-register';
