import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgetFiles, judgeBudget, type JsBudget, type ManifestForBudget } from '../budget/js-budget.ts';
import { REMOTE_FOLDERS } from '@mfp/shared/contracts';
import { repoRoot } from '../singletons.ts';

// Each remote declares a budget for its compressed first-view JavaScript; over it, its build fails.
const manifest: ManifestForBudget = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'app', path: './app', assets: { js: { sync: ['static/js/app.js'], async: ['static/js/home.js', 'static/js/app.js'] } } },
    { name: 'lobby-overlay', path: './lobby-overlay', assets: { js: { sync: ['static/js/overlay.js'], async: [] } } },
  ],
};
const budget: JsBudget = { firstView: '/', exposes: ['./app'], brotliKb: 2 };

describe('first-view JavaScript budget of a remote', () => {
  it('counts the entry and the named exposes with their sync and lazy chunks, once each', () => {
    expect(budgetFiles(manifest, budget)).toEqual(['remoteEntry.js', 'static/js/app.js', 'static/js/home.js']);
  });

  it('does not count an expose the first view does not render', () => {
    expect(budgetFiles(manifest, budget)).not.toContain('static/js/overlay.js');
  });

  it('refuses a budget that names an expose the build does not have', () => {
    expect(() => budgetFiles(manifest, { ...budget, exposes: ['./nope'] })).toThrow("'./nope'");
  });

  it('passes at the limit and fails one byte over, naming the figure, the budget and the view', () => {
    expect(judgeBudget('mfe_lobby', budget, { a: 1024, b: 1024 }).over).toBe(false);
    const over = judgeBudget('mfe_lobby', budget, { 'remoteEntry.js': 1024, 'static/js/app.js': 1025 });
    expect(over.over).toBe(true);
    expect(over.message).toContain('mfe_lobby is over its JavaScript budget for /: 2.0 KB brotli > 2.0 KB');
    expect(over.message).toContain('static/js/app.js 1.0 KB');
  });

  it.each(Object.values(REMOTE_FOLDERS))('%s declares a budget', (folder) => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as { mfp: { budget?: JsBudget } };
    expect(pkg.mfp.budget?.brotliKb).toBeGreaterThan(0);
    expect(pkg.mfp.budget?.exposes.length).toBeGreaterThan(0);
  });
});
