import { expect as baseExpect, test } from '../../support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

// The operator closes a brand in the site config; start check 1 refuses its games with r88close_msg.
test('a brand the site config closes is refused before any play call (start check 1)', async ({ page, context }) => {
  await page.route('**/env-config/**/*.json', async (route) => {
    const reply = await route.fetch();
    const config = (await reply.json()) as Record<string, unknown>;
    await route.fulfill({ response: reply, json: { ...config, closedBrands: ['GPPG'] } });
  });
  const playCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(demo\/play|member\/game\/play1)$/.test(r.url())) playCalls.push(r.url());
  });
  let popups = 0;
  context.on('page', () => (popups += 1));

  await page.goto('/gameHall/2');
  await page.locator('[data-testid=provider-card][data-gp-id=GPPG]').getByTestId('provider-demo').click({ timeout: 60_000 });
  const list = page.getByTestId('demo-provider-games');
  await list.getByTestId('demo-play').first().click();
  await expect(page.locator('.mfg-toast')).toContainText('This brand is closed on this site.');
  expect(playCalls).toEqual([]);
  expect(popups).toBe(0);
});
