import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { repoRoot } from '../singletons.ts';

// The build itself fails when a remote is over its budget (not only a report).
const build = (brotliKb: number): { errors: string[]; hasErrors: boolean } => {
  const out = execFileSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(__dirname, 'support/budget-build.ts'), String(brotliKb)], {
    cwd: join(repoRoot, 'tooling'),
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as { errors: string[]; hasErrors: boolean };
};

const run = promisify(execFile);

/** A real remote's production browser build with its budget forced to `kb` (support/over-budget.rspack.config.ts). */
async function buildRemoteOverBudget(
  remote: string,
  kb: number,
): Promise<{ exitCode: number; output: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'mfp-over-budget-'));
  const args = [
    'build',
    '--config',
    join(__dirname, 'support/over-budget.rspack.config.ts'),
    '--env',
    `package=${remote}`,
    '--env',
    `kb=${kb}`,
  ];
  try {
    const { stdout, stderr } = await run(join(repoRoot, remote, 'node_modules/.bin/rspack'), args, {
      cwd: join(repoRoot, remote),
      env: { ...process.env, MFP_OUT_DIR: outDir, NO_COLOR: '1' },
      timeout: 100_000,
    });
    return { exitCode: 0, output: stdout + stderr };
  } catch (e) {
    const failed = e as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe('JsBudgetPlugin', () => {
  it('fails the build over the budget, with the figure and the budget in the message', () => {
    const { errors, hasErrors } = build(1);
    expect(hasErrors).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/mfe_fake is over its JavaScript budget for \/: \d+\.\d KB brotli > 1\.0 KB/);
  }, 60_000);

  it('passes within the budget', () => {
    expect(build(500)).toEqual({ errors: [], hasErrors: false });
  }, 60_000);

  // The lobby is the cheapest remote to build (no antd to tree-shake), and renders the first view at /.
  it("fails a real remote's production build over its budget, naming the figure, the budget and the largest files", async () => {
    const { exitCode, output } = await buildRemoteOverBudget('mfe-lobby', 1);
    expect(exitCode).not.toBe(0);
    const verdict =
      /mfe_lobby is over its JavaScript budget for \/: (\d+\.\d) KB brotli > 1\.0 KB \(\.\/app with entry; largest: ([^)]+)\)/.exec(
        stripVTControlCharacters(output),
      );
    expect(verdict).not.toBeNull();
    const [, figure = '0', largest = ''] = verdict ?? [];
    expect(Number(figure)).toBeGreaterThan(1);
    const files = largest.split(', ');
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of files) expect(file).toMatch(/^(remoteEntry\.js|static\/js\/[\w.-]+\.js) \d+\.\d KB$/);
  }, 120_000);
});
