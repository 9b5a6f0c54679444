import { expect, test } from '../../support/fixtures';
import { labelledBuild, release } from '../../support/release';
import { ORIGIN } from '../resilience/resilience-support';
import { firstVisitWithWorker } from './sw-support';

/**
 * The service worker keeps no stale version past a reload. The site config and the
 * remote manifests are network-first, so a release (and its rollback) shows on the next reload of a
 * page the worker controls, with the earlier version still in its caches.
 */
test.use({ serviceWorkers: 'allow' });

test('under the service worker, a release shows after one reload, and so does its rollback', async ({ page }) => {
  test.setTimeout(120_000);
  await firstVisitWithWorker(page, '/proxy', 'agent-center', ORIGIN.agent);
  const area = page.getByTestId('agent-center');
  const before = await area.getAttribute('data-build');

  const { label, out } = labelledBuild();
  release('mfe-agent-center', `--from=${out}`);
  try {
    await page.reload();
    await expect(area).toHaveAttribute('data-build', label);
  } finally {
    release('mfe-agent-center', '--rollback');
  }
  await page.reload();
  await expect(area).toHaveAttribute('data-build', before ?? '');
});
