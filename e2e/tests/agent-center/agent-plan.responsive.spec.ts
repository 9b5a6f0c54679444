import { test } from '../../support/fixtures';
import { expect, openAgentArea } from './agent-support';

test.setTimeout(120_000);

// Desktop and mobile (390x844) projects: the agent area fits the screen; wide tables scroll inside themselves.
test('a visitor reads the agent plan without the page scrolling sideways', async ({ page }) => {
  await openAgentArea(page, '/proxy');
  const plan = page.getByTestId('agent-plan');
  await expect(plan.getByRole('row')).not.toHaveCount(0);
  await expect(plan).toContainText('৳');
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
  const box = await plan.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
});
