import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { checkRouteBudgets, readLoadGraphs, readRouteBudgets } from '../budget/check-route-budgets.ts';
import { ON_DEMAND_HOST_CHUNKS, ON_DEMAND_OVERLAYS, type RouteBudget } from '../budget/route-budget.ts';
import { repoRoot } from '../singletons.ts';

// On the last production build (`pnpm build` writes every dist/load-graph.json): the full
// build's last step fails when a public route's whole JavaScript is over its budget.
const run = promisify(execFile);

async function checkWithBudget(kb: number): Promise<{ exitCode: number; output: string }> {
  const args = [
    join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
    join(repoRoot, 'tooling/budget/check-route-budgets.ts'),
    `--kb=${kb}`,
  ];
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 60_000,
    });
    return { exitCode: 0, output: stdout + stderr };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('route budgets on the real build', () => {
  it('every public route has a budget, the visitor pages without antd', () => {
    const kind = (r: RouteBudget) => (r.windowPage ? `window ${r.windowPage}` : r.antd ? 'form' : 'visitor');
    const paths = readRouteBudgets().map((r) => `${r.path} ${kind(r)}${r.antd ? ' antd' : ''}`);
    expect(paths).toEqual([
      '/ visitor',
      '/gameHall/3 visitor',
      '/main visitor',
      '/discount visitor',
      '/register form antd',
      // The member window's first page: drawn without antd (its forms bring it when opened).
      '/user/Info window page-Info',
    ]);
  });

  it('what the budgets leave out as on demand exists in the build under that name', () => {
    const graphs = readLoadGraphs();
    const hostChunks = Object.values(graphs.host_shell?.groups ?? {}).map((g) => g.name);
    for (const name of ON_DEMAND_HOST_CHUNKS) expect(hostChunks).toContain(name);
    for (const [remote, expose] of ON_DEMAND_OVERLAYS) expect(graphs[remote]?.exposes[expose]).toBeDefined();
  });

  it('the build holds its budgets, and no visitor page nor the member window loads antd at once', () => {
    for (const { route, load, verdict } of checkRouteBudgets()) {
      expect({ path: route.path, over: verdict.over, message: verdict.message }).toMatchObject({
        over: false,
      });
      expect(load.antdOnVisitorPath).toEqual([]);
      // The host's boot and the page's remote are in the count, not only the remote's own files.
      expect(load.files.some((f) => f.build === 'host_shell' && /^static\/js\/main\./.test(f.file))).toBe(
        true,
      );
      expect(load.files.some((f) => f.build === route.remote && f.file === 'remoteEntry.js')).toBe(true);
    }
  });

  it('fails over a budget, naming the route, the figure, the budget and the largest files', async () => {
    const { exitCode, output } = await checkWithBudget(1);
    expect(exitCode).not.toBe(0);
    const verdict =
      /\/gameHall\/3 is over its JavaScript budget: (\d+\.\d) KB brotli > 1\.0 KB \(host, shared singletons, mfe_games and the page-wide overlays it loads at once, until the page settles; largest: ([^)]+)\)/.exec(
        stripVTControlCharacters(output),
      );
    expect(verdict).not.toBeNull();
    const [, figure = '0', largest = ''] = verdict ?? [];
    expect(Number(figure)).toBeGreaterThan(100);
    const files = largest.split(', ');
    expect(files).toHaveLength(5);
    for (const file of files)
      expect(file).toMatch(/^(host_shell|mfe_\w+) (remoteEntry\.js|static\/js\/[\w.-]+\.js) \d+\.\d KB$/);
  }, 90_000);
});
