// One lint config for the workspace. Import direction is enforced here, not in review:
// shared -> features -> app; no package imports another remote's (or the host's) source.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

const FRONTENDS = ['host-shell', 'mfe-lobby', 'mfe-games', 'mfe-member-center', 'mfe-agent-center', 'mfe-auth'];

/** Every front-end package may not reach into any other front-end package. */
const crossPackageZones = FRONTENDS.map((pkg) => ({
  target: `./${pkg}`,
  from: FRONTENDS.filter((other) => other !== pkg).map((other) => `./${other}`),
  message: 'A package never imports another remote (or the host): use shared stores, events, URLs or modal requests.',
}));

/** The feature folders of a package, read from disk so that a new feature is fenced in without editing this file. */
const featuresOf = (pkg) => {
  const dir = join(root, pkg, 'src', 'features');
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
};

/**
 * Inside a package the layers go one way: shared code (common/, i18n/) -> features/<name>/ -> app/ ->
 * exposes/. A feature never imports another feature: what several use lives in common/, and what only
 * composes features lives in app/ (bulletproof-react's feature boundaries).
 */
const layerZones = FRONTENDS.flatMap((pkg) => {
  const src = `./${pkg}/src`;
  const features = featuresOf(pkg);
  return [
    ...features
      .filter(() => features.length > 1)
      .map((feature) => ({
        target: `${src}/features/${feature}`,
        from: features.filter((other) => other !== feature).map((other) => `${src}/features/${other}`),
        message: 'A feature never imports another feature: move what several use to src/common, or compose them in src/app.',
      })),
    {
      target: [`${src}/common`, `${src}/i18n`],
      from: [`${src}/features`, `${src}/app`, `${src}/exposes`],
      message: 'src/common is the bottom layer of a package: it imports no feature, no app and no exposed module.',
    },
    {
      target: `${src}/features`,
      from: [`${src}/app`, `${src}/exposes`],
      message: 'A feature imports src/common only: src/app and src/exposes compose features, not the other way round.',
    },
    {
      target: `${src}/app`,
      from: `${src}/exposes`,
      message: 'src/exposes is the top layer: only the module federation config points at it.',
    },
  ];
});

/** Every package of the workspace (a folder at the root). */
const PACKAGES = ['shared', 'server', 'tooling', 'host-server', 'e2e', ...FRONTENDS];

/**
 * tooling, host-server and e2e reach another package only through its package.json "exports": @mfp/shared and its named
 * subpaths, and the host's small public entries. A relative path into another package's files (which the
 * zones below refuse, as the import resolves into that package) would bypass what the package chose to publish.
 */
const byNameOnly = (pkg, message) => ({ target: `./${pkg}`, from: PACKAGES.filter((p) => p !== pkg).map((p) => `./${p}`), message });

/** shared's constants barrel, which Node-run code (tsx, as ESM) cannot read names through. */
const SHARED_CONSTANTS_BARREL = {
  name: '@mfp/shared/constants',
  message: "tsx runs this package as ESM, which finds no name behind this barrel's `export *`: import @mfp/shared/constants/timers (or @mfp/shared).",
};

/** The @mfp packages (and subpaths) a package may name; any other @mfp import is refused. */
const onlyPackages = (allowed, message, paths = []) => ['error', { paths, patterns: [{ regex: `^@mfp/(?!(${allowed.join('|')})$)`, message }] }];

/** A relative specifier that climbs out of a package into another one: what require(), import() and import types must not name. */
const INTO_ANOTHER_PACKAGE = `^(\\.\\./)+(${PACKAGES.join('|')})/`;
const noRelativePackageRequire = [
  'error',
  ...[
    "CallExpression[callee.name='require'] > Literal.arguments",
    "CallExpression[callee.callee.name='createRequire'] > Literal.arguments",
    'ImportExpression > Literal.source',
    'TSImportType Literal',
  ].map((node) => ({
    selector: `${node}[value=/${INTO_ANOTHER_PACKAGE.replaceAll('/', '\\/')}/]`,
    message: 'Name the package (@mfp/shared, or a named subpath of its exports), not a path into its files.',
  })),
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'cdn/**', 'cdn-*/**', 'coverage/**', 'e2e/test-results*/**', 'e2e/playwright-report/**', '**/*.cjs', '.cache/**', 'server/data/**', 'tooling/monolith/exposes.generated.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    // The node resolver with the TypeScript extensions resolves every relative import of the sources
    // (extensionless or ending in .ts), which is all the zones need: they fence relative paths, while a
    // package named by its name (@mfp/shared) resolves through node_modules, outside every zone.
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      // Import cycles are oxlint's (.oxlintrc.json, run by `pnpm run lint` after eslint): import-x's no-cycle
      // skips every type-only import and has no option to count them, and a cycle of types is still a cycle of modules.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...crossPackageZones,
            ...layerZones,
            {
              target: './shared',
              from: [...FRONTENDS.map((p) => `./${p}`), './server', './tooling', './host-server'],
              message: 'shared is the bottom layer: it imports nothing from the host, the remotes, the servers or the build.',
            },
            {
              target: './server',
              from: FRONTENDS.map((p) => `./${p}`),
              message: 'The server may reuse shared rules, never front-end code.',
            },
            {
              target: './host-shell',
              from: ['./server', './tooling', './host-server', './e2e'],
              message: 'The host never imports the server (it calls the API over HTTP), its own host server, tooling or e2e.',
            },
            byNameOnly(
              'tooling',
              'tooling imports another package only through its entry points: @mfp/shared (or a named subpath of its exports).',
            ),
            byNameOnly(
              'host-server',
              'host-server imports another package only through its entry points: @mfp/shared (or a named subpath of its exports) and @mfp/host-shell/server; never the build (tooling).',
            ),
            byNameOnly(
              'e2e',
              'e2e imports another package only through its entry points: @mfp/shared (or a named subpath of its exports) and @mfp/host-shell/server-render-state.',
            ),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@mfp/host-shell', '@mfp/host-shell/*', '@mfp/mfe-*'], message: 'No package imports another remote.' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // File and folder names are kebab-case (CONVENTIONS: names); locale folders keep the spec's ids (en_US, bn_BD).
    files: ['**/*.{ts,tsx}'],
    // Migrations are numbered in the order they run (001-core.ts).
    ignores: ['server/src/db/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '*/src/**/!(__tests__|en_US|bn_BD)/': 'KEBAB_CASE' }],
    },
  },
  {
    // The build sits below every package it builds (their rspack configs import its preset): it names shared only,
    // never the host shell or the host server, whose dependency on the host shell would close a cycle.
    files: ['tooling/**'],
    rules: {
      'no-restricted-imports': onlyPackages(['shared(/[\\w/-]+)?'], 'tooling (the build) names @mfp/shared only.', [SHARED_CONSTANTS_BARREL]),
      'no-restricted-syntax': noRelativePackageRequire,
    },
  },
  {
    // The production server takes the host's render types from its public server entry and runs the build as a
    // command (the root package.json's build script), never as an import.
    files: ['host-server/**'],
    rules: {
      'no-restricted-imports': onlyPackages(
        ['shared(/[\\w/-]+)?', 'host-shell/server', 'host-shell/test-support/render-fixture'],
        'host-server names @mfp/shared and the host server entry (@mfp/host-shell/server) only, never the build (@mfp/tooling).',
        [SHARED_CONSTANTS_BARREL],
      ),
      'no-restricted-syntax': noRelativePackageRequire,
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      'no-restricted-imports': onlyPackages(
        ['shared(/[\\w/-]+)?', 'host-shell/server-render-state'],
        'e2e names @mfp/shared and the host entry @mfp/host-shell/server-render-state only.',
      ),
      'no-restricted-syntax': noRelativePackageRequire,
    },
  },
  {
    files: ['host-shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@mfp/(server|host-server|e2e|mfe-[\\w-]+)(/|$)', message: 'The host imports no remote, the server, the host server or e2e.' }] },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/**', 'server/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
