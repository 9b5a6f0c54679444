import type { Compiler } from '@rspack/core';

const NAME = 'MfpEsmFederationRuntimePlugin';
/** A CommonJS build file of one of the federation runtime packages. */
const RUNTIME_CJS = /([\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/][^?]+)\.cjs$/;
const toEsm = (path: string): string => path.replace(RUNTIME_CJS, '$1.js');

/**
 * Bundles the federation runtime from its ES module builds. The rspack plugin finds the runtime with
 * require.resolve, which picks the CommonJS files, and CommonJS is neither tree-shaken nor pruned by
 * the runtime's own build flags (target 'web'): the node loaders and every plugin ship.
 * Both ways it reaches them are rewritten: the aliases it sets, and the absolute paths its generated
 * entry imports.
 */
export class EsmFederationRuntimePlugin {
  apply(compiler: Compiler): void {
    // Tapped after the federation plugin's own afterPlugins step, which sets the aliases.
    compiler.hooks.afterPlugins.tap(NAME, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, value] of Object.entries(alias))
        if (typeof value === 'string' && RUNTIME_CJS.test(value)) alias[key] = toEsm(value);
    });
    compiler.hooks.normalModuleFactory.tap(NAME, (factory) => {
      factory.hooks.beforeResolve.tap(NAME, (data) => {
        if (RUNTIME_CJS.test(data.request)) data.request = toEsm(data.request);
      });
    });
  }
}
