import { expect, test } from '../../support/fixtures';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { hostBundleStamp, labelledBuild, release, root, tsx } from '../../support/release';

test('release of a changed remote shows after a reload with no host rebuild; rollback restores it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/proxy');
  const area = page.getByTestId('agent-center');
  await expect(area).toBeVisible();
  const before = await area.getAttribute('data-build');
  const hostBefore = hostBundleStamp();

  const { label, out } = labelledBuild();
  release('mfe-agent-center', `--from=${out}`);

  await page.reload();
  await expect(area).toHaveAttribute('data-build', label);
  expect(hostBundleStamp()).toBe(hostBefore);

  release('mfe-agent-center', '--rollback');
  await page.reload();
  await expect(area).toHaveAttribute('data-build', before ?? '');
});

test('a canary at 50% reaches about half of 20 fresh sessions, each keeps its version over reloads; abort and promote', async ({ browser, page }) => {
  test.setTimeout(600_000);
  await page.goto('/proxy');
  const stable = await page.getByTestId('agent-center').getAttribute('data-build');
  const { label, out } = labelledBuild();
  release('mfe-agent-center', '--canary', '50', `--from=${out}`, '--reason=e2e canary');

  /** The agent center's build a fresh session sees, and (when asked) again after two reloads. */
  const freshSession = async (reloads = 0): Promise<(string | null)[]> => {
    const context = await browser.newContext();
    const p = await context.newPage();
    const area = p.getByTestId('agent-center');
    const builds: (string | null)[] = [];
    for (let i = 0; i <= reloads; i += 1) {
      if (i === 0) await p.goto('/proxy');
      else await p.reload();
      await expect(area).toHaveAttribute('data-build', /./, { timeout: 60_000 });
      builds.push(await area.getAttribute('data-build'));
    }
    await context.close();
    return builds;
  };
  const seen: (string | null)[][] = [];
  // Reloads are checked on the first sessions; page loads are what this test spends its time on.
  for (let i = 0; i < 20; i += 1) seen.push(await freshSession(i < 4 ? 2 : 0));
  for (const [first, ...again] of seen) {
    expect([stable, label]).toContain(first);
    for (const build of again) expect(build, 'a reload keeps the session on its version').toBe(first);
  }
  const onCanary = seen.filter(([first]) => first === label).length;
  // Binomial(20, 0.5): outside 4..16 has a chance of about 1 in 400.
  expect(onCanary).toBeGreaterThanOrEqual(4);
  expect(onCanary).toBeLessThanOrEqual(16);

  release('mfe-agent-center', '--abort');
  const [afterAbort] = await freshSession();
  expect(afterAbort).toBe(stable);

  release('mfe-agent-center', '--canary', '10', `--from=${out}`);
  release('mfe-agent-center', '--promote');
  const [afterPromote] = await freshSession();
  expect(afterPromote).toBe(label);
  expect(execFileSync(process.execPath, [tsx, join(root, 'tooling', 'release.ts'), 'history'], { cwd: root }).toString()).toMatch(/canary +mfe_agent_center .*\(e2e canary\)/);

  // Back to the stable version for anything after this spec.
  release('mfe-agent-center', '--rollback');
  const [restored] = await freshSession();
  expect(restored).toBe(stable);
});
