import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginAs, registerMember } from '../member-center/member-support';

// No antd on a visitor's path; where antd loads, only the components of that view.
test.describe.configure({ timeout: 110_000 });

/** Every script the page requested (the host's and the remotes' origins alike). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  return scripts;
}

/**
 * What a built script holds, read from its source map (the build names every source file): its packages, and
 * antd's components as `antd/es/<component>` (a component's own index module, not a locale it lends).
 */
async function contentsOf(request: APIRequestContext, script: string): Promise<Set<string>> {
  const res = await request.get(`${script.split('?')[0]}.map`);
  expect(res.ok(), `${script}.map`).toBe(true);
  const { sources } = (await res.json()) as { sources: string[] };
  const found = new Set<string>();
  for (const source of sources) {
    const m = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)/.exec(source);
    if (!m?.[1]) continue;
    found.add(m[1]);
    const component = m[1] === 'antd' ? /^es\/([\w-]+)\/index\.js$/.exec(m[2] ?? '') : null;
    if (component) found.add(`antd/es/${component[1]}`);
  }
  return found;
}

const isAntd = (name: string): boolean =>
  name === 'antd' ||
  name.startsWith('antd/') ||
  name.startsWith('@ant-design/') ||
  name.startsWith('@rc-component/');

/** The scripts (of `scripts`, by URL) that carry antd, its style engine or its rc-components, with what of it they carry. */
async function antdScripts(request: APIRequestContext, scripts: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const script of new Set(scripts)) {
    const antd = [...(await contentsOf(request, script))].filter(isAntd);
    if (antd.length) found.set(script, antd);
  }
  return found;
}

/**
 * Until the page has done the loads of a visitor using it: the pointer moves over the page (the page-wide layers
 * load once someone uses the page), then the games and lobby layers are mounted and the auth layer is fetched.
 */
async function settled(page: Page, scripts: string[]): Promise<void> {
  await page.mouse.move(40, 300);
  await page.mouse.move(60, 320);
  await expect(page.locator('[data-overlay="mfe_games"]')).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('[data-overlay="mfe_lobby"]')).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(() => scripts.some((s) => s.includes('__federation_expose_auth_overlay')), { timeout: 30_000 })
    .toBe(true);
}

test("a visitor's walk over home, a hall and a content page requests no antd file", async ({
  page,
  request,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('lobby-home')).toBeVisible();
  await settled(page, scripts);
  await page.goto('/gameHall/3');
  await expect(page.getByTestId('games-hall')).toBeVisible();
  await settled(page, scripts);
  await page.goto('/main');
  await expect(page.locator('[data-remote="mfe_lobby"]')).toBeVisible();
  await settled(page, scripts);
  expect(scripts.length).toBeGreaterThan(10);
  expect(Object.fromEntries(await antdScripts(request, scripts))).toEqual({});
});

test('the member window shows its Info page without antd, then loads only the components of a page that uses it', async ({
  page,
  request,
}) => {
  const scripts = watchScripts(page);
  const m = await registerMember();
  await loginAs(page, m.id, '/user/Info');
  // The frame and Info's read-only cards are plain elements in the site palette; its forms bring antd when opened.
  await expect(page.getByTestId('contact-card')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(Object.fromEntries(await antdScripts(request, scripts))).toEqual({});
  await page.getByTestId('menu-Transaction').click();
  await expect(page.locator('.ant-picker-range').first()).toBeVisible({ timeout: 30_000 });
  const records = new Set([...(await antdScripts(request, scripts)).values()].flat());
  expect([...records]).toEqual(expect.arrayContaining(['antd/es/date-picker', 'antd/es/table', 'antd/es/config-provider']));
  // A component no records page renders stays away.
  expect([...records].filter((c) => c === 'antd/es/qr-code' || c === 'antd/es/drawer')).toEqual([]);
});
