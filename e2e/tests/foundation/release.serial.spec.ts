import { expect, test } from '../../support/fixtures';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const hostBundleStamp = () => readFileSync(join(root, 'host-shell', 'dist', 'index.html'), 'utf8');

test('release of a changed remote shows after a reload with no host rebuild; rollback restores it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/proxy');
  const area = page.getByTestId('agent-center');
  await expect(area).toBeVisible();
  const before = await area.getAttribute('data-build');
  const hostBefore = hostBundleStamp();

  // A new build of the agent center only, into its own folder, then published.
  const label = `e2e-${Date.now()}`;
  const out = mkdtempSync(join(tmpdir(), 'mfp-release-'));
  execFileSync(process.execPath, [join(root, 'mfe-agent-center', 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--config', 'rspack.config.ts'], {
    cwd: join(root, 'mfe-agent-center'),
    env: { ...process.env, NODE_ENV: 'production', MFP_BUILD_VERSION: label, MFP_OUT_DIR: out },
    stdio: 'pipe',
  });
  execFileSync(process.execPath, [tsx, join(root, 'tooling', 'release.ts'), 'mfe-agent-center', `--from=${out}`], { cwd: root });

  await page.reload();
  await expect(area).toHaveAttribute('data-build', label);
  expect(hostBundleStamp()).toBe(hostBefore);

  execFileSync(process.execPath, [tsx, join(root, 'tooling', 'release.ts'), 'mfe-agent-center', '--rollback'], { cwd: root });
  await page.reload();
  await expect(area).toHaveAttribute('data-build', before ?? '');
});
