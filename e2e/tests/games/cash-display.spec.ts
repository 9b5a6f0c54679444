import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from '../../support/fixtures';
import { api, fund, registerMember } from '../member-center/member-support';
import { signIn } from '../../support/session';

// Spec 4 "Cash display": the header, the member window and the game bar show one figure, the total over
// every wallet, with the currency's sign, grouped digits and two decimals; '-' only while refreshing.
const expect = baseExpect.configure({ timeout: 30_000 });
test.setTimeout(120_000);

const CASH = /^৳ \d{1,3}(,\d{3})*\.\d{2}$/;
const text = async (l: Locator): Promise<string> => (await l.innerText()).trim();

/** Waits until the three displays settle on one well-formed figure and returns it. */
async function sameEverywhere(page: Page, member: Page): Promise<string> {
  const header = page.getByTestId('header-cash');
  const bar = page.getByTestId('games-balance');
  const wallet = member.getByTestId('wallet-total');
  await expect(header).toHaveText(CASH);
  const shown = await text(header);
  await expect(bar).toHaveText(shown);
  await expect(wallet).toHaveText(shown);
  return shown;
}

test('the header, member window and game bar show the same balance with two decimals through a spin and a transfer back', async ({
  page,
  context,
}) => {
  const m = await registerMember();
  await fund(m.tk, 1500);
  // Part of the money sits in a provider wallet: the main wallet alone (1,379.50) is not the balance.
  const moved = await api('/api/arks/web/member-center/transfer', { from_wallet: 'main', to_wallet: 'GPJL', amount: 120.5 }, m.tk);
  expect(moved.code, moved.message).toBe(100);

  await signIn(page, m.id);
  await page.goto('/gameRoom?gt_id=2&gp_id=GPPG&house=');
  await expect(page.getByTestId('header-cash')).toHaveText('৳ 1,500.00');
  const [member] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('header-member-center').click()]);
  await expect(member.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
  await member.getByTestId('menu-MyWallet').click();
  expect(await sameEverywhere(page, member)).toBe('৳ 1,500.00');

  // A transfer between wallets leaves the total as it was, in every display.
  const back = await api('/api/arks/web/member-center/transfer', { from_wallet: 'GPJL', to_wallet: 'main', amount: 20.25 }, m.tk);
  expect(back.code, back.message).toBe(100);
  await expect(member.getByTestId('wallet-GPJL')).toHaveText('৳ 100.25');
  expect(await sameEverywhere(page, member)).toBe('৳ 1,500.00');

  // A spin moves the main wallet into the game's provider wallet and changes the total.
  const card = page.getByTestId('game-card').first();
  const [game] = await Promise.all([context.waitForEvent('page'), card.getByTestId('play-game').click()]);
  await expect(game).toHaveURL(/\/sim\/game\//, { timeout: 15_000 });
  await game.getByTestId('spin').click();
  await expect(page.getByTestId('header-cash')).not.toHaveText('৳ 1,500.00', { timeout: 15_000 });
  const afterSpin = await sameEverywhere(page, member);

  // The next login shows the total too, not the emptied main wallet.
  await page.getByTestId('quit-game').click();
  await expect(page.getByTestId('playing-bar')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('header-cash')).toHaveText(afterSpin);
  await expect(page.getByTestId('games-balance')).toHaveText(afterSpin);

  // The one-key transfer back gathers every wallet into the main one: the same total everywhere.
  await page.getByTestId('transfer-back').click();
  await expect(member.getByTestId('wallet-GPJL')).toHaveText('৳ 0.00');
  expect(await sameEverywhere(page, member)).toBe(afterSpin);
});
