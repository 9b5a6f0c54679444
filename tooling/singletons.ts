import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readCatalog, readSharedLibVersion, SINGLETON_PACKAGES, SUBPATHS } from '@mfp/shared/node/singleton-packages';

export { readCatalog, readSharedLibVersion, SINGLETON_PACKAGES, SUBPATHS };

/** Packages whose version must match exactly: two Reacts in one page break hooks. */
const STRICT = new Set(['react', 'react-dom']);

export const repoRoot = join(import.meta.dirname, '..');
/** Resolves packages as the workspace's shared library does (every package resolves the same pinned copy). */
const fromShared = createRequire(join(repoRoot, 'shared', 'package.json'));

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  eager?: boolean;
  version?: string;
  /** The module provided (and the fallback); a file path is provided whether or not the build imports it; false: none. */
  import?: string | false;
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
 * The antd components and helpers of the platform (its forms, tables, boxes and notices). antd is not
 * shared whole: each of these is its own shared singleton (ANTD_SHARED_ENTRIES), so a view loads the
 * components it uses and no visitor page loads any.
 */
export const ANTD_API = [
  'Alert', 'App', 'AutoComplete', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'Collapse', 'ConfigProvider',
  'DatePicker', 'Descriptions', 'Drawer', 'Empty', 'Form', 'Grid', 'Input', 'InputNumber', 'List', 'Menu',
  'Modal', 'Pagination', 'Popconfirm', 'QRCode', 'Radio', 'Result', 'Row', 'Segmented', 'Select', 'Skeleton',
  'Space', 'Spin', 'Statistic', 'Table', 'Tag', 'Typography', 'message', 'notification', 'theme',
] as const;

/** antd's ES module folder of an export, as the build's import rewrite names it ('DatePicker' -> 'date-picker', 'QRCode' -> 'qr-code'). */
export const antdModuleOf = (name: string): string =>
  `antd/es/${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2').toLowerCase()}`;

/**
 * The build's rewrite of `import { Button } from 'antd'` into `import Button from 'antd/es/button'` (rspack's
 * port of babel-plugin-import), for the browser builds: every component is then its own module request,
 * shared on its own. The server builds keep the whole package (Node provides it, nothing is downloaded).
 */
export const ANTD_IMPORT_REWRITE = { libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}', style: false } as const;

/**
 * Singletons shared tree-shaken to an API of the platform: a shared module cannot be tree-shaken by
 * its consumers, so the provider builds exactly this part (a test checks every import is in it).
 */
export const TREE_SHAKEN_API: Record<string, readonly string[]> = {
  'react-router-dom': ROUTER_API,
  'react-i18next': I18N_REACT_API,
};

/**
 * The `shared` option of every federated package: one table, pinned versions. For the browser, antd is one
 * singleton per component (ANTD_API through antdModuleOf): the host provides them all from its one build, so
 * every component on a page shares one ConfigProvider context (one theme), and a page loads only the
 * components it renders. For the server, antd is shared whole, as Node provides it.
 */
export function sharedConfig(
  target: 'browser' | 'server' = 'browser',
  { provider = false, hostPresent = false }: { provider?: boolean; hostPresent?: boolean } = {},
): Record<string, SharedEntry> {
  const catalog = readCatalog();
  const out: Record<string, SharedEntry> = {};
  for (const name of SINGLETON_PACKAGES) {
    const version = catalog[name];
    if (!version) throw new Error(`catalog has no version for singleton ${name}`);
    const entry: SharedEntry = { singleton: true, requiredVersion: version };
    if (STRICT.has(name)) entry.strictVersion = true;
    if (name === 'antd' && target === 'browser') {
      // The provider names each component by its file: a shared module given as a path is provided even
      // when the provider's own code never imports it (a module name is provided only once imported). A
      // consumer under a host provides none (`import: false`): a component nobody has loaded yet would
      // otherwise be taken from whichever build registered it last, with a ConfigProvider context (theme,
      // CSP nonce) of its own. Alone in its dev harness, a remote brings its own.
      for (const api of ANTD_API) {
        const request = antdModuleOf(api);
        if (provider) out[request] = { ...entry, import: fromShared.resolve(request) };
        else if (hostPresent) out[request] = { ...entry, import: false };
        else out[request] = { ...entry };
      }
      continue;
    }
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
