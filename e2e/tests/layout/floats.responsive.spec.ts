import { test, expect as baseExpect, type Locator, type Page } from '../../support/fixtures';
import { consolePost } from '../../support/console';
import { registerUsdMember } from '../../support/members';
import { AGENT_ACTIVE, loginAs } from '../agent-center/agent-support';
import { landAsMember } from '../lobby/lobby-helpers';
import { afterNextFrames } from '../../support/frames';
import { overlaps, visibleBoxes, type Box } from './layout-support';

// The floating side buttons and the red envelope never cover content or menus (a reserved
// gutter on desktop, a band above the bottom bar on mobile); the marquee stays one line whatever HTML it gets.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

/** Every pair (float, content) whose boxes overlap, named for the failure message. */
async function coveredBy(floats: Record<string, Locator>, content: Record<string, Locator>): Promise<string[]> {
  const hits: string[] = [];
  for (const [floatName, float] of Object.entries(floats)) {
    for (const f of await visibleBoxes(float)) {
      for (const [name, target] of Object.entries(content)) {
        for (const c of await visibleBoxes(target)) if (overlaps(f, c)) hits.push(`${floatName} covers ${name} at ${Math.round(c.x)},${Math.round(c.y)}`);
      }
    }
  }
  return hits;
}

/** The agent on the Performance settlement page with a red envelope of the agent's currency running. */
async function agentWithEnvelope(page: Page): Promise<void> {
  // Long enough to outlast a slow first load (an expired envelope hides, then the next one shows), short enough for other specs.
  await consolePost('red-envelope', { currency: 'BDT', minutes: 10, min_cash: 1, max_cash: 2, title: 'Layout spec' });
  await loginAs(page, AGENT_ACTIVE.id, '/proxy?page=PerformanceSettlement');
  await expect(page.getByTestId('agent-settlement')).toBeVisible();
  await expect(page.getByTestId('lobby-red-envelope')).toBeVisible();
}

test('desktop: the red envelope and the float bar cover neither the agent menu nor a table, at 1366 and 1024 px', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop floats; the mobile band has its own test');
  await agentWithEnvelope(page);
  const floats = { 'red envelope': page.getByTestId('lobby-red-envelope'), 'float bar': page.getByTestId('float-bar') };
  await expect(page.getByTestId('float-bar')).toBeVisible();
  await expect(page.locator('.agent-center__menu')).toContainText('Performance settlement');
  const content = {
    'agent menu': page.locator('.agent-center__menu li'),
    'agent center': page.getByTestId('agent-proxy-center').locator('.ant-card, .agent-h2, table'),
    'table cell': page.getByTestId('agent-settlement').locator('th, td'),
    'footer item': page.getByTestId('site-footer').locator('a, button, p'),
  };
  for (const width of [1366, 1024] as const) {
    await page.setViewportSize({ width, height: 768 });
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scroll);
      await afterNextFrames(page);
      expect(await coveredBy(floats, content), `${width} px, scrolled to the ${scroll}`).toEqual([]);
    }
  }
});

test('mobile: the red envelope sits in a band above the bottom bar, and the page scrolls clear of it', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the mobile band');
  await agentWithEnvelope(page);
  // The header and the page fit the phone's width: nothing makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const envelope = (await page.getByTestId('lobby-red-envelope').boundingBox()) as Box;
  const bar = (await page.getByTestId('mobile-nav').boundingBox()) as Box;
  expect(overlaps(envelope, bar)).toBe(false);
  expect(envelope.y + envelope.height).toBeLessThanOrEqual(bar.y + 0.5);
  // At the end of the page, the last content (the footer's last line) is above the envelope's band.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await afterNextFrames(page);
  await expect(page.getByTestId('lobby-red-envelope')).toBeVisible();
  const last = (await page.getByTestId('site-footer').locator('p').last().boundingBox()) as Box;
  expect(last.y + last.height).toBeLessThanOrEqual(envelope.y + 0.5);
  expect(await coveredBy({ 'red envelope': page.getByTestId('lobby-red-envelope') }, { 'footer item': page.getByTestId('site-footer').locator('a, button, p') })).toEqual([]);
});

test('a marquee item full of rich HTML keeps the strip one line high, as text', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const rich =
    `<h1 style="font-size:60px">Layout ${stamp}</h1><p>A <b>bold</b> &amp; <i>long</i> paragraph<br>with a break</p>` +
    '<img src="/favicon.svg" width="300" height="200" alt="big"><table><tr><td>cell one</td><td>cell two</td></tr></table><ul><li>one</li><li>two</li></ul>';
  // Members only: the visitors' marquee of other specs stays as seeded.
  await consolePost('marquee', { content: rich, display_before_login: 0, display_after_login: 1 });
  const member = await registerUsdMember(`mq${stamp}`.slice(0, 12), `Marquee ${stamp}`);
  await landAsMember(page, member.id);
  const item = page.getByTestId('lobby-marquee-item').filter({ hasText: `Layout ${stamp}` });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveText(`Layout ${stamp} A bold & long paragraph with a break cell one cell two one two`);
  expect(await item.evaluate((el) => el.childElementCount)).toBe(0);
  const strip = (await page.getByTestId('lobby-marquee').boundingBox()) as Box;
  expect(strip.height).toBeLessThanOrEqual(40);
  const line = (await item.boundingBox()) as Box;
  expect(line.height).toBeLessThanOrEqual(24);
});
