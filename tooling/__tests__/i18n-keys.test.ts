import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * No i18n key reaches the screen: every key the code asks a translate function for
 * exists in both site languages, in the namespace that function is bound to.
 */
const root = join(__dirname, '..', '..');
const LOCALES = ['en_US', 'bn_BD'] as const;

type Messages = Record<string, unknown>;
const flatten = (o: Messages, pre = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v as Messages, `${pre}${k}.`) : [`${pre}${k}`]));
const readJson = (path: string): Messages => JSON.parse(readFileSync(join(root, path), 'utf8')) as Messages;

/** Keys per namespace and locale, as the page's one i18n instance holds them. */
function namespaces(): Map<string, Record<(typeof LOCALES)[number], Set<string>>> {
  const ns = new Map<string, Record<(typeof LOCALES)[number], Set<string>>>();
  const add = (name: string, files: (locale: string) => string[]) =>
    ns.set(name, Object.fromEntries(LOCALES.map((l) => [l, new Set(files(l).flatMap((f) => flatten(readJson(f))))])) as Record<(typeof LOCALES)[number], Set<string>>);
  add('common', (l) => [`shared/src/i18n/locales/${l}/common.json`, `shared/src/i18n/locales/${l}/rules.json`]);
  add('host', (l) => [`host-shell/src/locales/${l}/host.json`]);
  for (const pkg of REMOTES) {
    const ns = remoteNamespace(pkg);
    add(ns, (l) => [`${pkg}/src/locales/${l}/${ns}.json`]);
  }
  return ns;
}

const REMOTES = ['mfe-lobby', 'mfe-games', 'mfe-member-center', 'mfe-agent-center', 'mfe-auth'];
const remoteNamespace = (pkg: string): string => {
  const m = /NAMESPACE = '([^']+)'/.exec(readFileSync(join(root, pkg, 'src/i18n/use-t.ts'), 'utf8'));
  if (!m?.[1]) throw new Error(`${pkg}: no NAMESPACE in src/i18n/use-t.ts`);
  return m[1];
};

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === '__tests__' || name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

/** The translate functions a file binds, with the namespace each is bound to. */
function bindings(src: string, pkgNs: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of src.matchAll(/const \{([^}]*)\} = (useT|useTranslation)\(([^)]*)\)/g)) {
    const [, names = '', hook, arg = ''] = m;
    const argNs = /'([^']+)'/.exec(arg)?.[1] ?? 'common';
    for (const part of names.split(',').map((p) => p.trim())) {
      const [name = '', alias] = part.split(':').map((p) => p.trim());
      const local = alias ?? name;
      if (name === 't') out.set(local, hook === 'useT' ? (pkgNs ?? 'common') : argNs);
      if (name === 'tc' && hook === 'useT') out.set(local, 'common');
    }
  }
  return out;
}

interface Use {
  file: string;
  ns: string;
  key: string;
}

/** Every literal key a file asks for: t('a.b'), and the `key: 'a.b'` entries of tables it translates with t(x.key). */
function usesIn(file: string, pkgNs: string | null): Use[] {
  const src = readFileSync(file, 'utf8');
  const uses: Use[] = [];
  for (const [fn, ns] of bindings(src, pkgNs)) {
    const call = new RegExp(`(?<![\\w.])${fn}\\(\\s*(['"\`])([^'"\`$]+)\\1`, 'g');
    for (const m of src.matchAll(call)) {
      const raw = m[2] as string;
      const [explicitNs, key] = raw.includes(':') ? raw.split(':', 2) : [ns, raw];
      uses.push({ file, ns: explicitNs as string, key: key as string });
    }
    // Tables of keys translated through a variable (navigation, menus): t(key), t(item.key).
    if (new RegExp(`(?<![\\w.])${fn}\\((\\w+\\.)?key\\)`).test(src)) {
      for (const m of src.matchAll(/\bkey: '([a-z][\w.]*\.[\w.]+)'/g)) uses.push({ file, ns, key: m[1] as string });
    }
  }
  return uses;
}

const hasKey = (keys: Set<string>, key: string): boolean => keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);

describe('i18n keys (no key reaches the screen)', () => {
  const all = namespaces();
  const packages: [string, string | null][] = [
    ['host-shell', 'host'],
    ['shared', null],
    ...REMOTES.map((p): [string, string] => [p, remoteNamespace(p)]),
  ];
  const uses = packages.flatMap(([pkg, ns]) => sources(join(root, pkg, 'src')).flatMap((f) => usesIn(f, ns)));

  it('finds the keys the code uses (the walk itself works)', () => {
    expect(uses.length).toBeGreaterThan(400);
    expect(uses).toContainEqual(expect.objectContaining({ ns: 'common', key: 'proxy.please_login_title' }));
    expect(uses).toContainEqual(expect.objectContaining({ ns: 'common', key: 'nav.home' }));
    expect(uses).toContainEqual(expect.objectContaining({ ns: 'host', key: 'error.back_home' }));
  });

  it.each(LOCALES)('every key the code uses exists in %s, in the namespace its translate function is bound to', (locale) => {
    const missing = uses
      .filter(({ ns, key }) => !hasKey(all.get(ns)?.[locale] ?? new Set(), key))
      .map(({ file, ns, key }) => `${relative(root, file)}: ${ns}:${key}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
