import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_FOLDERS } from '@mfp/shared/contracts';
import { repoRoot } from '../singletons.ts';
import { LOAD_GRAPH_FILE } from './load-graph-plugin.ts';
import type { LoadGraph } from './load-graph.ts';
import {
  judgeRoute,
  routeLoad,
  type RouteBudget,
  type RouteLoad,
  type RouteVerdict,
} from './route-budget.ts';

/** The public routes' budgets: the host owns the routes, so its package.json holds them (`mfp.routeBudgets`). */
export function readRouteBudgets(): RouteBudget[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'host-shell', 'package.json'), 'utf8')) as {
    mfp: { routeBudgets?: RouteBudget[] };
  };
  const budgets = pkg.mfp.routeBudgets;
  if (!budgets?.length) throw new Error('host-shell/package.json declares no mfp.routeBudgets');
  return budgets;
}

/** The load graphs of the last production build of the host and every remote (`<package>/dist/load-graph.json`). */
export function readLoadGraphs(
  distOf: (folder: string) => string = (folder) => join(repoRoot, folder, 'dist'),
): Record<string, LoadGraph> {
  const builds: [string, string][] = [
    ['host_shell', 'host-shell'],
    ...Object.entries(REMOTE_FOLDERS),
  ];
  const graphs: Record<string, LoadGraph> = {};
  for (const [name, folder] of builds) {
    const file = join(distOf(folder), LOAD_GRAPH_FILE);
    if (!existsSync(file)) throw new Error(`${file} is missing: build ${folder} for production first`);
    graphs[name] = JSON.parse(readFileSync(file, 'utf8')) as LoadGraph;
  }
  return graphs;
}

export interface RouteCheck {
  route: RouteBudget;
  load: RouteLoad;
  verdict: RouteVerdict;
}

/** Every public route against its budget, from the builds' load graphs. */
export function checkRouteBudgets(budgets = readRouteBudgets(), graphs = readLoadGraphs()): RouteCheck[] {
  return budgets.map((route) => {
    const load = routeLoad(route, graphs);
    return { route, load, verdict: judgeRoute(route, load) };
  });
}

/** The full build's last step: prints each route's figure; throws, naming every route over, when one is. */
export function enforceRouteBudgets(checks = checkRouteBudgets()): void {
  for (const c of checks) if (!c.verdict.over) console.log(`[route budget] ${c.verdict.message}`);
  const over = checks.filter((c) => c.verdict.over);
  if (over.length) throw new Error(`route budgets:\n${over.map((c) => `  ${c.verdict.message}`).join('\n')}`);
}

// `tsx tooling/budget/check-route-budgets.ts [--kb=<n>]`: the check alone on the last build (--kb forces every budget).
if (process.argv[1]?.endsWith('check-route-budgets.ts')) {
  const forced = process.argv.find((a) => a.startsWith('--kb='));
  try {
    const budgets = readRouteBudgets().map((r) => (forced ? { ...r, brotliKb: Number(forced.slice(5)) } : r));
    enforceRouteBudgets(checkRouteBudgets(budgets));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
