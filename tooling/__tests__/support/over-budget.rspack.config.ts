import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration, RspackPluginInstance } from '@rspack/core';
import { repoRoot } from '../../singletons.ts';
import { JS_BUDGET_PLUGIN, JsBudgetPlugin } from '../../budget/js-budget-plugin.ts';
import type { JsBudget } from '../../budget/js-budget.ts';

/**
 * A remote's own production browser build with its budget forced down to `--env kb=<n>`, for the test
 * that a real remote's build fails over budget:
 *   rspack build --config tooling/__tests__/support/over-budget.rspack.config.ts --env package=mfe-agent-center --env kb=1
 * Set MFP_OUT_DIR so that the remote's dist/ is left alone. The committed budget is not touched.
 */
export default async function overBudget(env: { package?: string; kb?: string }): Promise<Configuration> {
  if (!env.package || !env.kb)
    throw new Error('--env package=<remote folder> --env kb=<budget> are required');
  const packageDir = join(repoRoot, env.package);
  const { mfp } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    mfp: { mfName: string; budget: JsBudget };
  };
  const { default: built } = (await import(join(packageDir, 'rspack.config.ts'))) as {
    default: Configuration | Configuration[];
  };
  // The browser build alone: the budget measures it, and a remote's server entry (if any) is built after it.
  const browser = Array.isArray(built) ? built.find((c) => c.name === 'browser') : built;
  const plugins = browser?.plugins ?? [];
  const at = plugins.findIndex((p) => (p as { name?: string } | null)?.name === JS_BUDGET_PLUGIN);
  if (!browser || at < 0) throw new Error(`${env.package}'s production build has no ${JS_BUDGET_PLUGIN}`);
  const forced: RspackPluginInstance = new JsBudgetPlugin(mfp.mfName, {
    ...mfp.budget,
    brotliKb: Number(env.kb),
  });
  return { ...browser, plugins: plugins.map((p, i) => (i === at ? forced : p)) };
}
