import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../singletons.ts';

// Issue 22, point 4: the build itself fails when a remote is over its budget (not only a report).
const build = (brotliKb: number): { errors: string[]; hasErrors: boolean } => {
  const out = execFileSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(__dirname, 'support/budget-build.ts'), String(brotliKb)], {
    cwd: join(repoRoot, 'tooling'),
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as { errors: string[]; hasErrors: boolean };
};

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
});
