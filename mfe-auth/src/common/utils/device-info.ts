import { CLIENT_PLATFORM, layoutStore, type LoginDeviceInfo } from '@mfp/shared';

const UDID_KEY = 'mfp_udid';

interface Platform {
  system: string;
  version: string;
  group: string;
}

/** Operating systems by user-agent pattern, first match wins; the group is what the back end groups by. */
const SYSTEMS: readonly { test: RegExp; system: string; group: string }[] = [
  { test: /Android ([\d.]+)/, system: 'Android', group: 'mobile' },
  { test: /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, system: 'iOS', group: 'mobile' },
  { test: /Windows NT ([\d.]+)/, system: 'Windows', group: 'desktop' },
  { test: /Mac OS X ([\d_.]+)/, system: 'macOS', group: 'desktop' },
  { test: /CrOS \S+ ([\d.]+)/, system: 'ChromeOS', group: 'desktop' },
  { test: /Linux/, system: 'Linux', group: 'desktop' },
];

const BROWSERS: readonly { test: RegExp; name: string }[] = [
  { test: /Edg\//, name: 'Edge' },
  { test: /UCBrowser\//, name: 'UC' },
  { test: /OPR\//, name: 'Opera' },
  { test: /SamsungBrowser\//, name: 'Samsung' },
  { test: /Firefox\/|FxiOS\//, name: 'Firefox' },
  { test: /Chrome\/|CriOS\//, name: 'Chrome' },
  { test: /Safari\//, name: 'Safari' },
];

/** The system, its version and group read from a user agent. */
export function readPlatform(userAgent: string): Platform {
  for (const entry of SYSTEMS) {
    const match = entry.test.exec(userAgent);
    if (match) return { system: entry.system, version: (match[1] ?? '').replace(/_/g, '.'), group: entry.group };
  }
  return { system: 'unknown', version: '', group: 'unknown' };
}

/** The browser name read from a user agent. */
export function readBrowser(userAgent: string): string {
  return BROWSERS.find((entry) => entry.test.test(userAgent))?.name ?? 'unknown';
}

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A stable id of this browser, kept in local storage (the back end spots new devices by it). */
export function deviceUdid(store: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): string {
  const stored = store?.getItem(UDID_KEY);
  if (stored) return stored;
  const id = randomId();
  store?.setItem(UDID_KEY, id);
  return id;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Device info added to every login payload (spec 3). */
export function deviceInfo(
  env: { userAgent: string; host: string; origin: string; isDesktop: boolean; udid: string } = {
    userAgent: navigator.userAgent,
    host: window.location.host,
    origin: window.location.origin,
    isDesktop: layoutStore.getState().isDesktop,
    udid: deviceUdid(),
  },
): LoginDeviceInfo {
  const platform = readPlatform(env.userAgent);
  return {
    remote_addr: '',
    host: env.host,
    device: env.isDesktop ? 'pc' : 'mobile',
    system_group: platform.group,
    udid: env.udid,
    login_type: env.isDesktop ? CLIENT_PLATFORM.desktop : CLIENT_PLATFORM.mobile,
    cdn: env.origin,
    system: platform.system,
    browser: readBrowser(env.userAgent),
    system_version: platform.version,
  };
}
