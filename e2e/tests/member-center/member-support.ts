import type { Page } from '@playwright/test';
import { api } from '../../support/api';
import { consoleCall } from '../../support/console';
import { expect } from '../../support/expect';
import { registerBdtMember, uniqueSuffix } from '../../support/members';
import { PORT_BASE } from '../../support/remotes';
import { handOff as handoff, signIn } from '../../support/session';
export { api, consoleCall, expect, handoff };

const SITE = `http://127.0.0.1:${PORT_BASE}`;

export const NOBANK = { id: 10006, account: 'nobank01' } as const;

/** Opens `path` as a signed-in member (support/session.ts signIn), in the language. */
export async function loginAs(page: Page, memberId: number, path: string, lang = 'en_US'): Promise<void> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: process.env.MFP_SITE_URL ?? SITE }]);
  await signIn(page, memberId);
  await page.goto(path);
  await expect(page.getByTestId('member-center')).toBeVisible({ timeout: 60_000 });
}

/** Registers a fresh BDT member through the API (captcha and SMS code from the loopback test routes); withdrawPassword '' leaves it unset. */
export async function registerMember(opts: { withdrawPassword?: string } = {}): Promise<{ id: number; account: string; tk: string }> {
  const account = `mc${uniqueSuffix()}`.slice(0, 12);
  const { id } = await registerBdtMember({
    account,
    name: `Member Center ${account}`,
    phonePrefix: '019',
    withdrawPassword: opts.withdrawPassword ?? '1234',
  });
  return { id, account, tk: (await handoff(id)).tk };
}

/** Gives a fresh member money: a deposit marked successful by the operator console. */
export async function fund(tk: string, amount: number): Promise<void> {
  const channels = await api<{ list: { id: number; min_amount: number; max_amount: number }[] }>('/api/arks/web/member-center/deposit/channels', {}, tk);
  const channel = channels.data.list.find((c) => c.min_amount <= amount && c.max_amount >= amount);
  expect(channel, 'a channel that takes the amount').toBeTruthy();
  const d = await api<{ order_number: string }>('/api/arks/web/member-center/deposit', { channel_id: channel!.id, amount }, tk);
  expect(d.code, d.message).toBe(100);
  const ok = await consoleCall('/deposit/success', { order_number: d.data.order_number });
  expect(ok.code, ok.message).toBe(100);
}
