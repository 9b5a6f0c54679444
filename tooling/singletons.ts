import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Run-time singletons of DESIGN.md section 2, in the order the host shares them. */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'antd',
  'axios',
  'laravel-echo',
  'pusher-js',
  'dayjs',
] as const;

/** Packages whose version must match exactly: two Reacts in one page break hooks. */
const STRICT = new Set(['react', 'react-dom']);

/** Entry points of a singleton that are imported on their own and must resolve to the same copy. */
export const SUBPATHS: Record<string, string[]> = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
};

export const repoRoot = join(import.meta.dirname, '..');

/** The pinned versions of the workspace catalog (pnpm-workspace.yaml), the single source of versions. */
export function readCatalog(): Record<string, string> {
  const doc = parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')) as {
    catalog: Record<string, string>;
  };
  return doc.catalog;
}

export function readSharedLibVersion(): string {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  eager?: boolean;
  version?: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The routing API of the platform: the host owns one declarative <BrowserRouter>, remotes render routes,
 * links and hooks inside it (DESIGN.md section 3). The shared react-router-dom holds exactly these
 * exports (no data routers, loaders or server rendering); a test fails when code imports anything else.
 */
export const ROUTER_API = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useInRouterContext',
  'useOutletContext',
  'generatePath',
  'matchPath',
  'createSearchParams',
] as const;

/** The react-i18next API of the platform: translations through hooks (no Trans, HOCs or SSR helpers). */
export const I18N_REACT_API = ['I18nextProvider', 'initReactI18next', 'useTranslation'] as const;

/**
 * The antd components and helpers of the platform (its forms, tables, boxes and notices); the shared
 * antd is built with these only, about a third of the library.
 */
export const ANTD_API = [
  'Alert', 'App', 'AutoComplete', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'Collapse', 'ConfigProvider',
  'DatePicker', 'Descriptions', 'Drawer', 'Empty', 'Form', 'Grid', 'Input', 'InputNumber', 'List', 'Menu',
  'Modal', 'Pagination', 'Popconfirm', 'QRCode', 'Radio', 'Result', 'Row', 'Segmented', 'Select', 'Skeleton',
  'Space', 'Spin', 'Statistic', 'Table', 'Tag', 'Typography', 'message', 'notification', 'theme',
] as const;

/**
 * Singletons shared tree-shaken to an API of the platform: a shared module cannot be tree-shaken by
 * its consumers, so the provider builds exactly this part (a test checks every import is in it).
 */
export const TREE_SHAKEN_API: Record<string, readonly string[]> = {
  'react-router-dom': ROUTER_API,
  'react-i18next': I18N_REACT_API,
  antd: ANTD_API,
};

/** The `shared` option of every federated package: one table, pinned versions. */
export function sharedConfig(): Record<string, SharedEntry> {
  const catalog = readCatalog();
  const out: Record<string, SharedEntry> = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = catalog[name];
    if (!version) throw new Error(`catalog has no version for singleton ${name}`);
    const entry: SharedEntry = { singleton: true, requiredVersion: version };
    if (STRICT.has(name)) entry.strictVersion = true;
    out[name] = entry;
    for (const sub of SUBPATHS[name] ?? []) out[sub] = { ...entry };
  }
  // react-router-dom: about 56 KB compressed whole, 15 KB as its declarative API.
  for (const [name, api] of Object.entries(TREE_SHAKEN_API))
    out[name] = { ...out[name]!, treeShaking: { mode: 'runtime-infer', usedExports: [...api] } };
  const sharedVersion = readSharedLibVersion();
  out['@mfp/shared'] = { singleton: true, requiredVersion: sharedVersion, version: sharedVersion };
  return out;
}
