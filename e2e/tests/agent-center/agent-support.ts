import type { Locator, Page } from '@playwright/test';
import { api } from '../../support/api';
import { consolePost } from '../../support/console';
import { expect } from '../../support/expect';
import { captchaAnswerFor, registerBdtMember, smsCodeFor, uniqueSuffix } from '../../support/members';
import { handOff as handoff, signIn } from '../../support/session';
export { api, expect, handoff, smsCodeFor };

export const AGENT_ACTIVE = { id: 10003, account: 'agentact01' } as const;
export const AGENT_INACTIVE = { id: 10004, account: 'agentoff01' } as const;
export const WITHDRAW_PASSWORD = '1234';

/** The agent center's menu pages after the proxy center, in menu order, with the test id of each page. */
export const AGENT_CENTER_PAGES = [
  ['DownlineInfo', 'agent-downline'],
  ['Promotion', 'agent-promotion'],
  ['OperationTable', 'agent-operation'],
  ['StratifiedTable', 'agent-stratified'],
  ['Transfer', 'agent-transfer'],
  ['PerformanceSettlement', 'agent-settlement'],
] as const;

/** Opens an agent-area `path` as a signed-in member (support/session.ts signIn). */
export async function loginAs(page: Page, memberId: number, path: string): Promise<void> {
  await signIn(page, memberId);
  await openAgentArea(page, path);
}

/** Opens an agent-area URL and waits for the remote to mount (its first load is slow on a busy machine). */
export async function openAgentArea(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('agent-center')).not.toHaveAttribute('data-page', 'loading', {
    timeout: 120_000,
  });
}

/** Main balance of a member (common/layout), read with a fresh hand-off token. */
export async function mainBalance(memberId: number): Promise<number> {
  const { tk } = await handoff(memberId);
  const r = await api<{ member_cash: number | string }>('/api/member/profile/common/layout', {}, tk);
  expect(r.code).toBe(100);
  return Number(r.data.member_cash);
}

/** A fresh BDT member (its own account and phone), with an agent id as introducer or none. */
const registerAgentMember = (agentId: string): Promise<{ id: number; account: string }> => {
  const account = freshAccount('ag');
  return registerBdtMember({
    account,
    name: `Agent Downline ${account}`,
    phonePrefix: '018',
    introducer: agentId,
  });
};

/**
 * Registers a fresh BDT member with an agent id as introducer, through the server API (captcha
 * and SMS code from the loopback test routes), exactly as the registration form submits it.
 */
export async function registerUnderAgent(agentId: string): Promise<{ id: number; account: string }> {
  return registerAgentMember(agentId);
}

/**
 * A fresh active agent of its own (the seeded agent is shared by parallel specs): a new BDT member
 * applies for agent with its own token, and the operator console approves it.
 */
export async function createActiveAgent(): Promise<{ id: number; account: string }> {
  const agent = await registerAgentMember('');
  const { tk } = await handoff(agent.id);
  const applied = await api('/api/arks/web/agent/apply', { note: 'e2e agent' }, tk);
  expect(applied.code, applied.message).toBe(100);
  await consolePost('agent/approve', { member_id: agent.id });
  return agent;
}

/** The answer of the captcha shown inside `scope` (loopback test route). */
export async function captchaAnswerIn(scope: Locator): Promise<string> {
  const image = scope.getByTestId('captcha-image');
  await expect(image).toBeVisible();
  return captchaAnswerFor((await image.getAttribute('data-captcha-token')) ?? '');
}

export const freshAccount = (prefix: string): string => `${prefix}${uniqueSuffix()}`.slice(0, 12);
export const freshPhone = (): string => `018${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
