import { expect, test } from '../../support/fixtures';
import { originOfPort, REMOTES } from '../../support/remotes';
import { landLoggedIn } from '../../support/session';

test.describe('foundation: each remote renders its area through federation', () => {
  for (const remote of REMOTES) {
    test(`${remote.name} renders ${remote.route} from its own origin`, async ({ page }) => {
      // The member center is members-only (and a header-less pop-up window): log in first.
      if (remote.name === 'mfe_member_center') await landLoggedIn(page, 10002);
      const entries: string[] = [];
      page.on('response', (res) => {
        if (res.url().endsWith('/remoteEntry.js') && res.ok()) entries.push(res.url());
      });
      await page.goto(remote.route);
      if (remote.name !== 'mfe_member_center') await expect(page.getByRole('banner')).toBeVisible();
      const area = page.locator(`[data-remote="${remote.name}"]`);
      await expect(area.getByTestId(remote.testId)).toBeVisible();
      expect(entries.some((url) => url.startsWith(originOfPort(remote.port) + '/'))).toBe(true);
    });
  }

  test('the host bundle holds no remote URL: remotes come from the site config at run time', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      for (const { port } of REMOTES) expect(body).not.toContain(`:${port}/`);
    }
    const configRequests: string[] = [];
    page.on('request', (req) => req.url().includes('/env-config/') && configRequests.push(req.url()));
    await page.goto('/');
    await expect(page.getByTestId('lobby-home')).toBeVisible();
    expect(configRequests).toHaveLength(1);
  });

  test('an unknown path shows the 404 error screen with the host still working', async ({ page }) => {
    await page.goto('/no-such-page?x=1');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /no-such-page?x=1')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByTestId('lobby-home')).toBeVisible();
  });
});
