import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// The arrows between packages are the lint's, not the review's: tooling, host-server and e2e reach another
// package only by its name (@mfp/shared and its named subpaths, the host's public entries), the build (tooling)
// names shared only and the host server never the build, the host never imports the servers, and no import
// cycle passes because one of its edges is type-only. Each probe is a text linted as
// a file at its path with the workspace's own config: what it breaks is what `pnpm run lint` would say.

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

interface Probe {
  name: string;
  filePath: string;
  code: string;
  /** The rule and a piece of its message the probe must draw; absent: the probe must lint clean of both rules. */
  refused?: { ruleId: string; message: string };
}

const ZONE = 'import-x/no-restricted-paths';
const PACKAGE_NAME = 'no-restricted-imports';
const BY_PATH = 'no-restricted-syntax';

const PROBES: Probe[] = [
  {
    name: "tooling importing the host's render types by a path into its source",
    filePath: 'tooling/budget/zone-probe.ts',
    code: "import type { RenderSite } from '../../host-shell/src/server/render-types.ts';\nexport type Site = RenderSite;\n",
    refused: { ruleId: ZONE, message: 'tooling imports another package only through its entry points' },
  },
  {
    name: "tooling importing the backend's source",
    filePath: 'tooling/budget/zone-probe.ts',
    code: "import { portAnswers } from '../../server/src/realtime/soketi.ts';\nexport const open = portAnswers;\n",
    refused: { ruleId: ZONE, message: 'tooling imports another package only through its entry points' },
  },
  {
    name: 'tooling importing a shared file by a relative path',
    filePath: 'tooling/monolith/zone-probe.ts',
    code: "import { matchSiteRoute } from '../../shared/src/contracts/routes.ts';\nexport const match = matchSiteRoute;\n",
    refused: { ruleId: ZONE, message: 'tooling imports another package only through its entry points' },
  },
  {
    name: 'tooling naming a remote package',
    filePath: 'tooling/ssr/zone-probe.ts',
    code: "import { exposes } from '@mfp/mfe-lobby/module-federation.config.ts';\nexport const lobby = exposes;\n",
    refused: { ruleId: PACKAGE_NAME, message: 'tooling (the build) names @mfp/shared only' },
  },
  {
    name: 'tooling naming the host server package (the build lies below the server, through the host shell)',
    filePath: 'tooling/build-probe.ts',
    code: "import { serveSite } from '@mfp/host-server/cdn/serve-site.ts';\nexport const serve = serveSite;\n",
    refused: { ruleId: PACKAGE_NAME, message: 'tooling (the build) names @mfp/shared only' },
  },
  {
    name: "tooling naming the host's server entry",
    filePath: 'tooling/build-probe.ts',
    code: "import type { RenderSite } from '@mfp/host-shell/server';\nexport type Site = RenderSite;\n",
    refused: { ruleId: PACKAGE_NAME, message: 'tooling (the build) names @mfp/shared only' },
  },
  {
    name: 'tooling importing the host server by a relative path',
    filePath: 'tooling/build-probe.ts',
    code: "import { PORT_BASE } from '../host-server/cdn/ports.ts';\nexport const base = PORT_BASE;\n",
    refused: { ruleId: ZONE, message: 'tooling imports another package only through its entry points' },
  },
  {
    name: "tooling naming shared's constants barrel, whose export * Node-run ESM cannot read",
    filePath: 'tooling/ssr/zone-probe.ts',
    code: "import { SSR_RENDER_BUDGET_MS } from '@mfp/shared/constants';\nexport const budget = SSR_RENDER_BUDGET_MS;\n",
    refused: { ruleId: PACKAGE_NAME, message: "finds no name behind this barrel's `export *`" },
  },
  {
    name: 'tooling through the entry points',
    filePath: 'tooling/budget/zone-probe.ts',
    code: [
      "import { REMOTE_FOLDERS } from '@mfp/shared/contracts';",
      "import { precompressDir } from '@mfp/shared/node/precompress';",
      'export const used = [REMOTE_FOLDERS, precompressDir];',
      '',
    ].join('\n'),
  },
  {
    name: 'host-server importing the build by a relative path',
    filePath: 'host-server/cdn/zone-probe.ts',
    code: "import { repoRoot } from '../../tooling/singletons.ts';\nexport const root = repoRoot;\n",
    refused: { ruleId: ZONE, message: 'host-server imports another package only through its entry points' },
  },
  {
    name: 'host-server naming the build package',
    filePath: 'host-server/start-probe.ts',
    code: "import { buildAll } from '@mfp/tooling/build-all.ts';\nexport const build = buildAll;\n",
    refused: { ruleId: PACKAGE_NAME, message: 'never the build (@mfp/tooling)' },
  },
  {
    name: 'host-server requiring the build through createRequire',
    filePath: 'host-server/ssr/zone-probe.ts',
    code: [
      "import { createRequire } from 'node:module';",
      "export const preset = createRequire(import.meta.url)('../../tooling/rspack-preset.ts') as unknown;",
      '',
    ].join('\n'),
    refused: { ruleId: BY_PATH, message: 'Name the package' },
  },
  {
    name: "host-server importing the host's render types by a path into its source",
    filePath: 'host-server/cdn/zone-probe.ts',
    code: "import type { RenderSite } from '../../host-shell/src/server/render-types.ts';\nexport type Site = RenderSite;\n",
    refused: { ruleId: ZONE, message: 'host-server imports another package only through its entry points' },
  },
  {
    name: "host-server importing the backend's source",
    filePath: 'host-server/cluster/zone-probe.ts',
    code: "import { portAnswers } from '../../server/src/realtime/soketi.ts';\nexport const open = portAnswers;\n",
    refused: { ruleId: ZONE, message: 'host-server imports another package only through its entry points' },
  },
  {
    name: "host-server naming shared's constants barrel, whose export * Node-run ESM cannot read",
    filePath: 'host-server/ssr/zone-probe.ts',
    code: "import { SSR_RENDER_BUDGET_MS } from '@mfp/shared/constants';\nexport const budget = SSR_RENDER_BUDGET_MS;\n",
    refused: { ruleId: PACKAGE_NAME, message: "finds no name behind this barrel's `export *`" },
  },
  {
    name: 'host-server through the entry points',
    filePath: 'host-server/cdn/zone-probe.ts',
    code: [
      "import { matchSiteRoute } from '@mfp/shared/contracts';",
      "import { compressBody } from '@mfp/shared/node/compression';",
      "import type { RenderSite } from '@mfp/host-shell/server';",
      'export const used = [matchSiteRoute, compressBody];',
      'export type Site = RenderSite;',
      '',
    ].join('\n'),
  },
  {
    name: 'e2e requiring a shared file by a relative path',
    filePath: 'e2e/support/zone-probe.ts',
    code: "const routes = require('../../shared/src/contracts/routes.ts');\nexport default routes;\n",
    refused: { ruleId: ZONE, message: 'e2e imports another package only through its entry points' },
  },
  {
    name: "e2e importing the host's source",
    filePath: 'e2e/support/zone-probe.ts',
    code: "import { SERVER_RENDER_STATE_ID } from '../../host-shell/src/app/server-render-state.ts';\nexport const id = SERVER_RENDER_STATE_ID;\n",
    refused: { ruleId: ZONE, message: 'e2e imports another package only through its entry points' },
  },
  {
    name: 'e2e reaching into shared through createRequire and an import type',
    filePath: 'e2e/tests/zone-probe.spec.ts',
    code: [
      "import { createRequire } from 'node:module';",
      "export const timers = createRequire(import.meta.url)('../../shared/src/constants/timers.ts') as typeof import('../../shared/src/constants/timers');",
      '',
    ].join('\n'),
    refused: { ruleId: BY_PATH, message: 'Name the package' },
  },
  {
    name: 'e2e through the entry points',
    filePath: 'e2e/support/zone-probe.ts',
    code: [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      "export const routes = require('@mfp/shared/contracts') as typeof import('@mfp/shared/contracts');",
      "export const state = require('@mfp/host-shell/server-render-state') as typeof import('@mfp/host-shell/server-render-state');",
      '',
    ].join('\n'),
  },
  {
    name: "the host importing the backend's source",
    filePath: 'host-shell/src/app/zone-probe.ts',
    code: "import { modules } from '../../../server/src/modules/index';\nexport const all = modules;\n",
    refused: { ruleId: ZONE, message: 'The host never imports the server' },
  },
  {
    name: 'the host naming the backend package',
    filePath: 'host-shell/src/app/zone-probe.ts',
    code: "import { modules } from '@mfp/server/src/modules/index';\nexport const all = modules;\n",
    refused: { ruleId: PACKAGE_NAME, message: 'The host imports no remote, the server, the host server or e2e' },
  },
  {
    name: 'the host naming its host server',
    filePath: 'host-shell/src/app/zone-probe.ts',
    code: "import { PORT_BASE } from '@mfp/host-server/cdn/ports.ts';\nexport const base = PORT_BASE;\n",
    refused: { ruleId: PACKAGE_NAME, message: 'The host imports no remote, the server, the host server or e2e' },
  },
  {
    name: 'the host importing its host server by a relative path',
    filePath: 'host-shell/src/app/zone-probe.ts',
    code: "import { PORT_BASE } from '../../../host-server/cdn/ports.ts';\nexport const base = PORT_BASE;\n",
    refused: { ruleId: ZONE, message: 'The host never imports the server' },
  },
];

type Messages = { ruleId: string | null; message: string }[];

describe('lint zones around tooling, host-server, e2e and the host', () => {
  let results: Messages[];
  beforeAll(async () => {
    const probes = PROBES.map(({ filePath, code }) => ({ filePath, code }));
    const { stdout } = await run(process.execPath, [join(__dirname, 'support', 'lint-probe.mjs'), root, JSON.stringify(probes)], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    results = JSON.parse(stdout) as Messages[];
  }, 120_000);

  it.each(PROBES.map((probe, index) => [probe.name, probe, index] as const))('%s', (_name, probe, index) => {
    const messages = results[index];
    if (!messages) throw new Error(`the lint gave no result for probe ${index}`);
    const fenced = messages.filter((m) => m.ruleId !== null && [ZONE, PACKAGE_NAME, BY_PATH].includes(m.ruleId));
    if (probe.refused) expect(fenced).toContainEqual({ ruleId: probe.refused.ruleId, message: expect.stringContaining(probe.refused.message) });
    else expect(fenced).toEqual([]);
  });
});

describe('import cycles, type-only edges included', () => {
  it('a cycle whose one edge is a type import fails the lint (oxlint, the repository config)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycle-probe-'));
    try {
      writeFileSync(join(dir, 'store.ts'), "import type { Shape } from './shape';\nexport const store = (s: Shape) => s;\n");
      writeFileSync(join(dir, 'shape.ts'), "import { store } from './store';\nexport type Shape = { n: number };\nexport const made = store;\n");
      const linted = await run(join(root, 'node_modules', '.bin', 'oxlint'), ['-c', join(root, '.oxlintrc.json'), '-f', 'unix', dir]).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
      expect(linted.code).not.toBe(0);
      expect(linted.stdout).toMatch(/store\.ts:1:\d+: Dependency cycle detected/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
