import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ANTD_API, ROUTER_API, TREE_SHAKEN_API, antdModuleOf, repoRoot, sharedConfig } from '../singletons';

const SOURCE_ROOTS = ['host-shell/src', 'mfe-lobby/src', 'mfe-games/src', 'mfe-member-center/src', 'mfe-agent-center/src', 'mfe-auth/src', 'shared/src'];
// The host's server render entry runs in Node on the packages themselves (externals of its own build), never through the share scope.
const NODE_ONLY = join(repoRoot, 'host-shell', 'src', 'server');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === NODE_ONLY) continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** A package and the same package's other name (react-router for react-router-dom). */
const specifiers = (pkg: string) => (pkg === 'react-router-dom' ? `(?:react-router-dom|react-router)` : escape(pkg));
// Type-only names (props, locations) do not exist at run time.
const TYPE_NAME = /^[A-Z]\w*(Props|Options|Instance)$|^To$|^Location$|^TFunction$/;

/** Every value name imported from a package anywhere in the packages' sources, with the first file using it. */
function importedNames(pkg: string): Map<string, string> {
  const found = new Map<string, string>();
  const importRe = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifiers(pkg)}'`, 'g');
  for (const root of SOURCE_ROOTS)
    for (const file of sources(join(repoRoot, root)))
      for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
        if (m[1]) continue;
        for (const part of (m[2] ?? '').split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0] ?? '';
          if (name && !name.startsWith('type ') && !TYPE_NAME.test(name)) found.set(name, file.slice(repoRoot.length + 1));
        }
      }
  return found;
}

describe('singletons shared tree-shaken to a platform API (react-router-dom: DESIGN section 3; react-i18next)', () => {
  it('the router API is the declarative one', () => {
    expect(TREE_SHAKEN_API['react-router-dom']).toBe(ROUTER_API);
    expect(ROUTER_API).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'Link', 'useNavigate', 'useLocation']));
  });

  it.each(Object.entries(TREE_SHAKEN_API))('every name the packages import from %s is in its API, so no remote meets a missing export', (pkg, api) => {
    const missing = [...importedNames(pkg)].filter(([name]) => !api.includes(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(TREE_SHAKEN_API))('the shared config tree-shakes %s to exactly its API, as a singleton', (pkg, api) => {
    expect(sharedConfig()[pkg]).toMatchObject({ singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: [...api] } });
  });

  it.each(Object.keys(TREE_SHAKEN_API))('no namespace, default or dynamic import of %s escapes the check', (pkg) => {
    const loose = new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+'${specifiers(pkg)}'|import\\('${specifiers(pkg)}'\\)`);
    const offenders = SOURCE_ROOTS.flatMap((root) => [...sources(join(repoRoot, root))].filter((f) => loose.test(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});

describe('antd shared per component (no union chunk, a view loads what it renders)', () => {
  const fromShared = createRequire(join(repoRoot, 'shared', 'package.json'));

  it('every name the packages import from antd is in its API, so the host provides it', () => {
    const missing = [...importedNames('antd')].filter(([name]) => !(ANTD_API as readonly string[]).includes(name)).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });

  it.each([...ANTD_API])('%s is a module of its own in antd, as the build rewrites the import', (name) => {
    expect(existsSync(fromShared.resolve(antdModuleOf(name)))).toBe(true);
  });

  it('names modules as the rewrite does', () => {
    expect(['DatePicker', 'QRCode', 'message', 'InputNumber'].map(antdModuleOf)).toEqual([
      'antd/es/date-picker',
      'antd/es/qr-code',
      'antd/es/message',
      'antd/es/input-number',
    ]);
  });

  it('the browser shares each component as a singleton and no whole antd; the host provides each by its file, a remote none', () => {
    const harness = sharedConfig('browser');
    const remote = sharedConfig('browser', { hostPresent: true });
    const provider = sharedConfig('browser', { provider: true });
    expect(harness.antd).toBeUndefined();
    for (const name of ANTD_API) {
      expect(harness[antdModuleOf(name)]).toMatchObject({ singleton: true });
      expect(harness[antdModuleOf(name)]?.import).toBeUndefined();
      expect(remote[antdModuleOf(name)]).toMatchObject({ singleton: true, import: false });
      expect(provider[antdModuleOf(name)]?.import).toBe(fromShared.resolve(antdModuleOf(name)));
    }
  });

  it('the server shares antd whole (Node provides it)', () => {
    const server = sharedConfig('server');
    expect(server.antd).toMatchObject({ singleton: true });
    expect(Object.keys(server).filter((k) => k.startsWith('antd/'))).toEqual([]);
  });

  it('no namespace, default or dynamic import of antd escapes the rewrite', () => {
    const loose = /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'antd'|import\('antd'\)|export\s+\{[^}]*\}\s+from\s+'antd'/;
    const offenders = SOURCE_ROOTS.flatMap((root) => [...sources(join(repoRoot, root))].filter((f) => loose.test(readFileSync(f, 'utf8'))));
    expect(offenders).toEqual([]);
  });
});
