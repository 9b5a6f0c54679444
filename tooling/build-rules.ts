import type { RuleSetRule } from '@rspack/core';
import { ANTD_IMPORT_REWRITE } from './singletons.ts';

/** The build-time globals every build of the site defines (browser and server builds alike). */
export function buildDefines(
  mode: 'development' | 'production',
  env: string,
  buildVersion = process.env.MFP_BUILD_VERSION ?? new Date().toISOString(),
): Record<string, string> {
  return {
    'process.env.NODE_ENV': JSON.stringify(mode),
    __MFP_ENV__: JSON.stringify(env),
    __MFP_SITE__: JSON.stringify(process.env.MFP_SITE ?? 'bd01'),
    __MFP_BUILD_VERSION__: JSON.stringify(buildVersion),
    __MFP_CONFIG_URL__: JSON.stringify(process.env.MFP_CONFIG_URL ?? ''),
  };
}

/**
 * TypeScript and JSX through rspack's built-in swc, for the browser (es2020) or Node (es2022). The browser
 * builds import antd per component (ANTD_IMPORT_REWRITE), each component a shared singleton of its own.
 */
export function swcRule(target: 'es2020' | 'es2022', react: { development?: boolean; refresh?: boolean } = {}): RuleSetRule {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules[\\/](?!\.pnpm)/,
    loader: 'builtin:swc-loader',
    options: {
      ...(target === 'es2020' ? { transformImport: [{ ...ANTD_IMPORT_REWRITE }] } : {}),
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', ...react } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}
