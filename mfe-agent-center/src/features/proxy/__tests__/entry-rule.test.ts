/** @jest-environment node */
import { isActiveAgent, proxyLinkPage, resolveEntry, type AgentFlags } from '../utils/entry-rule';

const active: AgentFlags = { is_agent: 1, agent_active: 1, member_type: 2 };
const inactive: AgentFlags = { is_agent: 1, agent_active: 0, member_type: 2 };
const normal: AgentFlags = { is_agent: 0, agent_active: 0, member_type: 1 };

describe('entry rule (spec 2 agent center, spec 6 agent)', () => {
  test('an agent is active only with is_agent and agent_active', () => {
    expect(isActiveAgent(active)).toBe(true);
    expect(isActiveAgent(inactive)).toBe(false);
    expect(isActiveAgent({ is_agent: 0, agent_active: 1, member_type: 1 })).toBe(false);
    expect(isActiveAgent(null)).toBe(false);
  });

  test('the proxy link goes to ProxyCenter for an active agent, otherwise to Register', () => {
    expect(proxyLinkPage(active)).toBe('ProxyCenter');
    expect(proxyLinkPage(inactive)).toBe('Register');
    expect(proxyLinkPage(normal)).toBe('Register');
    expect(resolveEntry(null, active)).toMatchObject({ page: 'ProxyCenter', redirect: true });
    expect(resolveEntry(null, inactive)).toMatchObject({ page: 'Register', redirect: true });
  });

  test('an inactive agent or a normal member asking for ProxyCenter pages lands on Register', () => {
    for (const page of ['ProxyCenter', 'DownlineInfo', 'Transfer', 'PerformanceSettlement'] as const) {
      expect(resolveEntry(page, inactive)).toEqual({ page: 'Register', needsLogin: false, redirect: true, fetchLevelNames: true });
      expect(resolveEntry(page, normal).page).toBe('Register');
    }
  });

  test('an active agent sees every ProxyCenter page and is sent from Register to ProxyCenter', () => {
    expect(resolveEntry('Transfer', active)).toMatchObject({ page: 'Transfer', redirect: false });
    expect(resolveEntry('Register', active)).toMatchObject({ page: 'ProxyCenter', redirect: true });
    expect(resolveEntry('Register', inactive)).toMatchObject({ page: 'Register', redirect: false });
  });

  test('visitors see Plan and Agreement and are asked to log in for the rest', () => {
    expect(resolveEntry('Plan', null)).toMatchObject({ page: 'Plan', needsLogin: false });
    expect(resolveEntry('Agreement', null)).toMatchObject({ page: 'Agreement', needsLogin: false });
    expect(resolveEntry(null, null)).toMatchObject({ page: 'Plan', needsLogin: false, redirect: false });
    expect(resolveEntry('Register', null)).toMatchObject({ page: 'Register', needsLogin: true });
    expect(resolveEntry('DownlineInfo', null)).toMatchObject({ needsLogin: true });
  });

  test('everyone may read Plan and Agreement', () => {
    expect(resolveEntry('Plan', active).page).toBe('Plan');
    expect(resolveEntry('Agreement', inactive).page).toBe('Agreement');
  });

  test('member_type other than 1 fetches the agent level names; visitors and normal members do not', () => {
    expect(resolveEntry('Plan', active).fetchLevelNames).toBe(true);
    expect(resolveEntry('Plan', normal).fetchLevelNames).toBe(false);
    expect(resolveEntry('Plan', null).fetchLevelNames).toBe(false);
    expect(resolveEntry('Plan', { is_agent: 0, agent_active: 0, member_type: 3 }).fetchLevelNames).toBe(true);
  });
});
