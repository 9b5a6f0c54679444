import { expect as baseExpect, test } from '../../support/fixtures';
import { API_URL } from '../../support/remotes';
import { consolePost, landAsMember, registerUsdMember } from './lobby-helpers';

// The production run on a shared, busy machine: the first view can take many seconds.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 120_000 });

test('a red envelope started through the console can be claimed and the balance changes', async ({ page, request }) => {
  const memberId = await registerUsdMember(request);
  await landAsMember(page, memberId);
  await expect(page.getByTestId('lobby-home')).toBeVisible();
  const cash = page.getByTestId('header-cash');
  await expect(cash).toHaveText(/\d/);
  const before = await cash.innerText();

  await consolePost(request, 'red-envelope', { currency: 'USD', minutes: 5, min_cash: 5, max_cash: 9 });
  const envelope = page.getByTestId('lobby-red-envelope');
  await expect(envelope).toBeVisible();
  // A countdown: a clock under a day, days and hours past one (the envelope shown may be a long one).
  await expect(page.getByTestId('lobby-red-envelope-time')).toHaveText(/\d{2}:\d{2}|\d+d \d+h/);
  await page.getByTestId('lobby-red-envelope-claim').click();
  const box = page.getByTestId('lobby-red-envelope-cash');
  await expect(box).toContainText('$');
  await page.getByTestId('lobby-red-envelope-cash-close').click();
  await expect(box).toBeHidden();
  await expect(cash).not.toHaveText(before);
  await expect(envelope).toBeHidden();

  // The claim is on the server too: claiming again answers 102 (gone).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const again = await request.post(`${API_URL}/api/arks/web/activity/red_envelope_promotion`, { headers: { authorization: token ?? '' } });
  const body = (await again.json()) as { data: { id: number } | null };
  expect(body.data === null || typeof body.data.id === 'number').toBe(true);
});
