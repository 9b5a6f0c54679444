import { WAITING_WINDOWS } from '../constants/windows';
import type { MaintenanceInterval } from '../types/content';
import { bool, flag, integer, json, oneOf, text, type Codec } from './codecs';

type Area = 'local' | 'session';
interface KeySpec<T> {
  name: string;
  area: Area;
  codec: Codec<T>;
}
const local = <T>(name: string, codec: Codec<T>): KeySpec<T> => ({ name, area: 'local', codec });

const isMaintenanceInterval = (value: unknown): value is MaintenanceInterval =>
  typeof value === 'object' &&
  value !== null &&
  ['start_at', 'end_at'].every((field) => {
    const at = (value as Record<string, unknown>)[field];
    return at === null || at === undefined || typeof at === 'string';
  });
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every browser storage key of spec 3, with its area and value type. */
export const STORAGE_KEYS = {
  token: local('token', text),
  member_id: local('member_id', text),
  member_account: local('member_account', text),
  currency: local('currency', text),
  member_type: local('member_type', integer),
  agent_type: local('agent_type', integer),
  eyeOpen: local('eyeOpen', bool),
  pwa: local('pwa', bool),
  site_name: local('site_name', text),
  isV3Ver: local('isV3Ver', bool),
  isPlay: local('isPlay', flag),
  skipReloadGetInfo: local('skipReloadGetInfo', bool),
  waitingWindow: local('waitingWindow', oneOf(WAITING_WINDOWS)),
  'window-msg': local('window-msg', json(isObject)),
  isRouteRegister: local('isRouteRegister', bool),
  maintain_interval: local('maintain_interval', json(isMaintenanceInterval)),
  waitingUrl: local('waitingUrl', text),
  popUpDiscountModalCloseTime: {
    name: 'popUpDiscountModalCloseTime',
    area: 'session',
    codec: integer,
  } as KeySpec<number>,
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;
export type StorageValue<K extends StorageKey> =
  (typeof STORAGE_KEYS)[K] extends KeySpec<infer T> ? T : never;

/** The part of Web Storage the accessors use. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's local or session storage, or null where touching it throws or it is missing. */
export const browserArea = (area: Area): StorageLike | null => {
  try {
    const store = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return store ?? null;
  } catch {
    // Storage access throws in some private modes and sandboxed frames.
    return null;
  }
};

/** Typed get/set/remove over local and session storage. */
export interface TypedStorage {
  get<K extends StorageKey>(key: K): StorageValue<K> | null;
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void;
  remove(key: StorageKey): void;
}

/** Typed accessors over the given storages (defaults: the browser's; missing storage reads null). */
export function createTypedStorage(
  areas: { local?: StorageLike | null; session?: StorageLike | null } = {},
): TypedStorage {
  const areaOf = (area: Area): StorageLike | null =>
    (area === 'local' ? areas.local : areas.session) ?? browserArea(area);
  const spec = <K extends StorageKey>(key: K) => STORAGE_KEYS[key] as unknown as KeySpec<StorageValue<K>>;
  return {
    get(key) {
      const { name, area, codec } = spec(key);
      const raw = areaOf(area)?.getItem(name);
      return raw === null || raw === undefined ? null : codec.parse(raw);
    },
    set(key, value) {
      const { name, area, codec } = spec(key);
      try {
        areaOf(area)?.setItem(name, codec.serialize(value));
      } catch {
        // A full or blocked storage must not break the page; the value simply is not kept.
      }
    },
    remove(key) {
      const { name, area } = spec(key);
      areaOf(area)?.removeItem(name);
    },
  };
}

/** The browser's storages, typed. */
export const storage: TypedStorage = createTypedStorage();
