// One jest run over every package's unit and component tests (DESIGN.md section 9).
const { availableParallelism } = require('node:os');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@mfp/shared$': '<rootDir>/../shared/src/index.ts',
    '^@mfp/shared/(.*)$': '<rootDir>/../shared/src/$1',
    '\\.(css|less|svg|png)$': '<rootDir>/../tooling/jest/file-stub.cjs',
  },
  setupFilesAfterEach: undefined,
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(laravel-echo|@mfp))'],
});
module.exports = {
  projects: [
    ...['shared', 'host-shell', 'mfe-lobby', 'mfe-games', 'mfe-member-center', 'mfe-agent-center', 'mfe-auth'].map(web),
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
      testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
    },
    {
      displayName: 'host-server',
      rootDir: '<rootDir>/host-server',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.ts$': '$1' },
      testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/'],
      // @fastify/static's content-disposition 3 ships ESM only; compile it to CommonJS like the sources.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition))'],
    },
    {
      // The bench harness's pure pieces (figures, tables, the loop, scenario choice); the scenarios themselves need sites.
      displayName: 'e2e-bench',
      rootDir: '<rootDir>/e2e/bench',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      // typebox 1.x ships ESM only (.mjs); compile it to CommonJS like the sources.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(typebox|@fastify\\+type-provider-typebox|@fastify/type-provider-typebox))'],
      moduleNameMapper: {
        '^@mfp/shared$': '<rootDir>/../shared/src/index.ts',
        '^@mfp/shared/(.*)$': '<rootDir>/../shared/src/$1',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts'],
    },
  ].map(({ setupFilesAfterEach, ...p }) => p),
  // The product's rules live in shared: its line coverage is held at 90%. Only shared is instrumented,
  // as no other package has a figure anything reads (every suite's run of shared code still counts).
  collectCoverageFrom: [
    'shared/src/**/*.{ts,tsx}',
    '!**/__tests__/**',
    '!**/*.d.ts',
    '!shared/src/index.ts',
    '!shared/src/dev-harness/**',
  ],
  coverageDirectory: '<rootDir>/coverage',
  coverageReporters: ['text-summary', 'json-summary'],
  coverageThreshold: { './shared/src/': { lines: 90 } },
  // jest's default, a worker per core but one, leaves a two-core machine a single worker while the parent
  // process mostly waits: both cores run suites instead (the CLI's --maxWorkers still wins).
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
