import type { Locator, Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import { settle } from '../a11y/a11y-support';
import { AGENT_ACTIVE, AGENT_CENTER_PAGES, expect, loginAs } from './agent-support';

test.setTimeout(120_000);

// On a phone (390x844): the fixed bottom bar (and the red envelope's band above it) and the
// sticky header never cover the agent area: each page opens from its top, its end scrolls clear of the bar,
// and every control the keyboard reaches is shown clear of both (WCAG 2.4.11 focus not obscured).

interface Box {
  top: number;
  bottom: number;
}

/** The screen bands the fixed and sticky chrome takes now: the header's, and the bottom bar's with the envelope band. */
async function chrome(page: Page): Promise<{ header: Box; bottom: Box }> {
  return page.evaluate(() => {
    const rect = (sel: string) => document.querySelector(sel)?.getBoundingClientRect() ?? null;
    const header = rect('[data-testid="site-header"]');
    const tops = ['[data-testid="mobile-nav"]', '[data-testid="lobby-red-envelope"]']
      .map(rect)
      .filter((r): r is DOMRect => r !== null && r.height > 0)
      .map((r) => r.top);
    return {
      header: { top: header?.top ?? 0, bottom: header?.bottom ?? 0 },
      bottom: { top: Math.min(window.innerHeight, ...tops), bottom: window.innerHeight },
    };
  });
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return { top: b.y, bottom: b.y + b.height };
};

/** Opens an agent page the way a phone user does: through the proxy center's picker. */
async function pick(page: Page, index: number): Promise<void> {
  const picker = page.getByTestId('agent-proxy-center').locator('.agent-center__picker');
  const value = await picker.locator('option').nth(index).getAttribute('value');
  await picker.selectOption(value ?? '');
}

test('agent pages on a phone: open from the top, end clear of the bottom bar, focus never under the bar or header', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the bottom bar and the picker are the phone layout');
  await loginAs(page, AGENT_ACTIVE.id, '/proxy?page=ProxyCenter');
  await expect(page.getByTestId('mobile-nav')).toBeVisible();
  await settle(page);
  const area = page.getByTestId('agent-center');
  const footer = page.locator('footer').last();

  // The proxy center shows its first page (DownlineInfo): every other page, then back to the first.
  const order = [...AGENT_CENTER_PAGES.keys()].map((i) => (i + 1) % AGENT_CENTER_PAGES.length);
  for (const index of order) {
    const [name, testId] = AGENT_CENTER_PAGES[index]!;
    // From the end of the last page: the new one must not inherit that scroll.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await pick(page, index);
    await expect(page.getByTestId(testId), name).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY), `${name} opens from its top`).toBe(0);

    // At the page's end the agent area and the footer's last line rest above the bar and the envelope band. Each
    // look scrolls to the end again: a page whose data arrives after the first scroll grows below it.
    const atEnd = async (): Promise<number> => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return (await boxOf(footer)).bottom - (await chrome(page)).bottom.top;
    };
    await expect.poll(atEnd, `${name}: footer end clear of the bar`).toBeLessThanOrEqual(0.5);
    expect((await boxOf(area)).bottom, `${name}: agent area end clear of the bar`).toBeLessThanOrEqual(
      (await chrome(page)).bottom.top + 0.5,
    );
  }

  // The keyboard walks the last page (a month picker, a table, the tabs) from the end of the page back up:
  // each control it reaches in the agent area is scrolled clear of the header and of the bottom bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId('mobile-nav').locator('a').first().focus();
  let seen = 0;
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Shift+Tab');
    const focused = page.locator(':focus');
    if (!(await area.locator(':focus').count())) {
      if (seen > 0) break;
      continue;
    }
    seen += 1;
    const box = await boxOf(focused);
    const { header, bottom } = await chrome(page);
    const label = await focused.evaluate((el) => el.outerHTML.slice(0, 120));
    expect(box.top, `${label} below the header`).toBeGreaterThanOrEqual(header.bottom - 0.5);
    expect(box.bottom, `${label} above the bottom bar`).toBeLessThanOrEqual(bottom.top + 0.5);
  }
  expect(seen, 'the keyboard reached controls of the agent area').toBeGreaterThan(3);
});
