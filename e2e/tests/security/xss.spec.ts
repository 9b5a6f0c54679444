import type { Locator, Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { armTripwire, expectMarkersReadable, expectNoXss, findLeftovers, settle, type Tripwire } from '../../security/tripwire';
import { XSS_PAYLOADS, allMarkers, payloadDocument } from '../../security/xss-payloads';
import { consolePublish, expect, landAs, registerMember } from './security-support';

// Every surface gets the whole payload list in one item (one page load per surface, not per payload).
test.describe.configure({ timeout: 180_000 });
// The site's CSP would block inline handlers on its own; it is switched off here so that the tripwire
// proves the sanitiser alone (the CSP is the second layer, checked by headers.spec.ts and the run-wide fixture).
test.use({ bypassCSP: true });

const DOC = payloadDocument(XSS_PAYLOADS);
const MARKERS = allMarkers(XSS_PAYLOADS);

/** A title that is itself a payload: it must show as the literal text it is. */
const hostileTitle = (surface: string) => {
  const name = `Security ${surface} ${Date.now().toString(36)}`;
  return { name, title: `<img src=x onerror=__xss('title-${surface}')>${name}` };
};

/** The surface shows every marker as text, nothing ran, nothing dangerous is left. */
async function expectSurfaceSafe(page: Page, wire: Tripwire, area: Locator): Promise<void> {
  await settle(area);
  await expectMarkersReadable(area, MARKERS);
  await expectNoXss(page, wire);
}

test(`the payload list holds at least 50 payloads of every family`, () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  expect(new Set(XSS_PAYLOADS.map((x) => x.family))).toEqual(new Set(['script', 'handler', 'url', 'svg', 'encoded', 'css', 'mxss']));
  expect(new Set(XSS_PAYLOADS.map((x) => x.id)).size).toBe(XSS_PAYLOADS.length);
});

test('control: the same payloads written into the page unsanitised trip the wire', async ({ page }) => {
  const wire = await armTripwire(page);
  await page.goto('/faq');
  await expect(page.getByTestId('lobby-faq')).toBeVisible();
  await page.evaluate((html) => {
    const box = document.createElement('div');
    box.id = 'xss-control';
    box.innerHTML = html;
    document.body.append(box);
  }, DOC);
  await expect.poll(() => wire.hits.length).toBeGreaterThan(0);
  await expect.poll(() => wire.dialogs.length).toBeGreaterThan(0);
  expect((await page.evaluate(findLeftovers)).length).toBeGreaterThan(10);
  // The style payload hides the page: the readability check would fail.
  await expect(page.locator('#xss-control')).toBeHidden();
});

test('control: payload text in a JSON data block is data, but a block its payload broke open is a leftover', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByTestId('lobby-faq')).toBeVisible();
  const leftoversWith = async (id: string, text: string) => {
    await page.evaluate(
      ({ blockId, json }) => {
        const block = document.createElement('script');
        block.id = blockId;
        block.type = 'application/json';
        block.textContent = json;
        document.body.append(block);
      },
      { blockId: id, json: text },
    );
    return (await page.evaluate(findLeftovers)).filter((f) => f.includes(`id="${id}"`));
  };
  expect(await leftoversWith('data-block', JSON.stringify({ title: "<img src=x onerror=__xss('json')>" }))).toEqual([]);
  expect(await leftoversWith('cut-block', `{"title": "</b><img src=x onerror=__xss('cut')>`)).toHaveLength(1);
});

test.describe('bulletins and marquee on the home page', () => {
  // The pop-up is the bulletin's surface: this spec opens it itself.
  test.use({ dismissPromotion: false });

  test('a bulletin pop-up and the marquee full of payloads run nothing and stay readable', async ({ page }) => {
    const member = await registerMember('xss');
    const { name, title } = hostileTitle('bulletin');
    // Members only, so that visitor pages of other specs keep their own pop-ups.
    await consolePublish('bulletin', { title, content: DOC, audience: 2 });
    const tom = `Tom & Jerry ${Date.now().toString(36)}`;
    await consolePublish('marquee', { content: `<b>Tom</b> &amp; ${tom.slice(6)} ${DOC}`, display_before_login: 0, display_after_login: 1 });
    const wire = await armTripwire(page);
    await landAs(page, member.id);

    const popup = page.getByTestId('lobby-popup');
    await expect(popup).toBeVisible();
    const tab = popup.getByRole('tab', { name });
    if ((await tab.count()) > 0) await tab.click();
    await expect(popup.getByTestId('lobby-popup-item-title')).toHaveText(title);
    await expectSurfaceSafe(page, wire, popup.getByTestId('lobby-popup-content'));
    await popup.getByTestId('lobby-popup-close').click();

    // The lobby's marquee shows the HTML's text only (an entity shows decoded, once).
    const lobbyMarquee = page.getByTestId('lobby-marquee-item').filter({ hasText: tom });
    await expect(lobbyMarquee).toHaveCount(1);
    await expectSurfaceSafe(page, wire, lobbyMarquee);
    await expectNoXss(page, wire);
  });
});

test('a letter full of payloads, and the marquee in the member center, run nothing and stay readable', async ({ page }) => {
  const member = await registerMember('xssl');
  const { name, title } = hostileTitle('letter');
  const sent = await consolePublish<{ id: number }>('letter', { member_id: member.id, title, content: DOC });
  await consolePublish('marquee', { content: `<i>Member center</i> announcement ${DOC}`, display_before_login: 0, display_after_login: 1 });
  const wire = await armTripwire(page);
  await landAs(page, member.id);
  await page.goto('/user/Letter');
  const row = page.getByTestId(`letter-${sent.id}`);
  await expect(row).toContainText(name);
  await expect(row).toContainText(title);
  await row.click();
  // The fresh member has this one letter: its open panel holds the HTML.
  await expectSurfaceSafe(page, wire, page.getByRole('tabpanel').filter({ hasText: 'xss-s1-begin' }));

  await page.getByTestId('menu-Announcement').click();
  const announcement = page.getByTestId('page-Announcement').locator('.ant-list-item').filter({ hasText: 'Member center announcement' }).first();
  await expectSurfaceSafe(page, wire, announcement);
});

for (const kind of ['news', 'faq'] as const) {
  const route = kind === 'news' ? '/main' : '/faq';
  test(`a ${kind} item full of payloads runs nothing and stays readable`, async ({ page }) => {
    const { title } = hostileTitle(kind);
    const item = await consolePublish<{ id: number }>(kind, { title, content: DOC });
    const wire = await armTripwire(page);
    await page.goto(`${route}/${item.id}`);
    const detail = page.getByTestId(`lobby-${kind}-detail`);
    await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectSurfaceSafe(page, wire, page.getByTestId(`lobby-${kind}-content`));
  });
}
