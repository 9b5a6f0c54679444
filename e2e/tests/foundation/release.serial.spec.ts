import { expect, test } from '../../support/fixtures';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { contextWithSession, sessionIdWhere } from '../../support/canary';
import { hostBundleStamp, labelledBuild, release, releases, root, tsx } from '../../support/release';

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

const AGENT_CENTER = 'mfe_agent_center';

test('a canary at 50%: a session drawn into it gets the new build and one drawn out the stable one, each over reloads; abort, then promote', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/proxy');
  const stable = await page.getByTestId('agent-center').getAttribute('data-build');
  const { label, out } = labelledBuild();
  release('mfe-agent-center', '--canary', '50', `--from=${out}`, '--reason=e2e canary');
  expect(releases().remotes[AGENT_CENTER]?.canary).toMatchObject({ weight: 50 });

  /** The agent center's build a session sees on its first page and after each of `reloads` reloads. */
  const buildsOf = async (sessionId: string, reloads = 0): Promise<(string | null)[]> => {
    const context = await contextWithSession(browser, baseURL!, sessionId);
    try {
      const p = await context.newPage();
      const area = p.getByTestId('agent-center');
      const builds: (string | null)[] = [];
      for (let i = 0; i <= reloads; i += 1) {
        if (i === 0) await p.goto('/proxy');
        else await p.reload();
        await expect(area).toHaveAttribute('data-build', /./, { timeout: 60_000 });
        builds.push(await area.getAttribute('data-build'));
      }
      return builds;
    } finally {
      await context.close();
    }
  };
  // Sessions pinned by the site's own draw (the share of sessions per weight is the draw's unit test).
  const drawnIn = sessionIdWhere(AGENT_CENTER, (bucket) => bucket < 10);
  const drawnOut = sessionIdWhere(AGENT_CENTER, (bucket) => bucket >= 50);
  expect(await buildsOf(drawnIn, 2), 'a session in the canary keeps it over reloads').toEqual([label, label, label]);
  expect(await buildsOf(drawnOut, 2), 'a session out of it keeps the stable build').toEqual([stable, stable, stable]);

  release('mfe-agent-center', '--abort');
  expect(releases().remotes[AGENT_CENTER]?.canary, 'no canary after the abort').toBeUndefined();
  expect(await buildsOf(drawnIn), 'the session that had the canary is back on the stable build').toEqual([stable]);

  release('mfe-agent-center', '--canary', '10', `--from=${out}`);
  expect(await buildsOf(drawnIn)).toEqual([label]);
  expect(await buildsOf(drawnOut)).toEqual([stable]);
  release('mfe-agent-center', '--promote');
  expect(releases().remotes[AGENT_CENTER]?.canary).toBeUndefined();
  expect(await buildsOf(drawnOut), 'promoted: every session gets the new build').toEqual([label]);
  expect(execFileSync(process.execPath, [tsx, join(root, 'host-server', 'release.ts'), 'history'], { cwd: root }).toString()).toMatch(/canary +mfe_agent_center .*\(e2e canary\)/);

  // Back to the stable version for anything after this spec.
  release('mfe-agent-center', '--rollback');
  expect(await buildsOf(drawnOut)).toEqual([stable]);
});
