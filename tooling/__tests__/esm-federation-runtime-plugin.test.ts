import type { Compiler } from '@rspack/core';
import { EsmFederationRuntimePlugin } from '../esm-federation-runtime-plugin.ts';

const CJS = '/repo/node_modules/.pnpm/@module-federation+runtime@2.9.2/node_modules/@module-federation/runtime/dist/index.cjs';
const ESM = '/repo/node_modules/.pnpm/@module-federation+runtime@2.9.2/node_modules/@module-federation/runtime/dist/index.js';

function fakeCompiler(alias: Record<string, string>) {
  let afterPlugins = () => {};
  let beforeResolve = (_: { request: string }) => {};
  const compiler = {
    options: { resolve: { alias } },
    hooks: {
      afterPlugins: { tap: (_: string, fn: () => void) => (afterPlugins = fn) },
      normalModuleFactory: {
        tap: (_: string, fn: (f: unknown) => void) =>
          fn({ hooks: { beforeResolve: { tap: (__: string, g: typeof beforeResolve) => (beforeResolve = g) } } }),
      },
    },
  } as unknown as Compiler;
  new EsmFederationRuntimePlugin().apply(compiler);
  return { afterPlugins: () => afterPlugins(), resolve: (request: string) => { const d = { request }; beforeResolve(d); return d.request; } };
}

describe('EsmFederationRuntimePlugin: the federation runtime is bundled from its ES module builds', () => {
  it('points the aliases the federation plugin sets at the ES module files', () => {
    const alias = { '@module-federation/runtime$': CJS, react: '/repo/node_modules/react/index.js' };
    fakeCompiler(alias).afterPlugins();
    expect(alias).toEqual({ '@module-federation/runtime$': ESM, react: '/repo/node_modules/react/index.js' });
  });

  it('rewrites an absolute CommonJS runtime path its generated entry imports, and nothing else', () => {
    const { resolve } = fakeCompiler({});
    expect(resolve(CJS)).toBe(ESM);
    expect(resolve('./src/index.cjs')).toBe('./src/index.cjs');
    expect(resolve('/repo/node_modules/other/dist/index.cjs')).toBe('/repo/node_modules/other/dist/index.cjs');
  });
});
