import { PROXY_CENTER_PAGES, type AgentPage } from '../pages';

/** The session flags the entry rule reads (spec 3 member layout info, spec 6 agent). */
export interface AgentFlags {
  is_agent: number;
  agent_active: number;
  member_type: number;
}

/** What the agent area shows for a request. */
export interface EntryDecision {
  /** The page to render. */
  page: AgentPage;
  /** A visitor asked for a page that needs a login: ask for it. */
  needsLogin: boolean;
  /** The URL should be replaced to name the page shown (the proxy link resolved). */
  redirect: boolean;
  /** member_type other than 1 fetches the agent level names (spec 3). */
  fetchLevelNames: boolean;
}

const OPEN_TO_ALL: readonly AgentPage[] = ['Plan', 'Agreement'];
const AGENT_ONLY: readonly AgentPage[] = ['ProxyCenter', ...PROXY_CENTER_PAGES];

/** Spec 6: an agent is active when both is_agent and agent_active are set. */
export const isActiveAgent = (m: AgentFlags | null): boolean => m !== null && m.is_agent === 1 && m.agent_active === 1;

/** Spec 2: the proxy link goes to the agent page when the agent is active, otherwise to the registration page. */
export function proxyLinkPage(member: AgentFlags | null): AgentPage {
  return isActiveAgent(member) ? 'ProxyCenter' : 'Register';
}

/**
 * Which page `/proxy?page=<requested>` shows. Visitors see Plan and Agreement and are asked to log
 * in for the rest; members without an active agency land on Register; active agents never see Register.
 * `requested` is null for the bare proxy link.
 */
export function resolveEntry(requested: AgentPage | null, member: AgentFlags | null): EntryDecision {
  const fetchLevelNames = member !== null && member.member_type !== 1;
  if (requested !== null && OPEN_TO_ALL.includes(requested)) {
    return { page: requested, needsLogin: false, redirect: false, fetchLevelNames };
  }
  if (member === null) {
    return { page: requested ?? 'Plan', needsLogin: requested !== null, redirect: false, fetchLevelNames };
  }
  const active = isActiveAgent(member);
  if (requested !== null && active && AGENT_ONLY.includes(requested)) {
    return { page: requested, needsLogin: false, redirect: false, fetchLevelNames };
  }
  const page = proxyLinkPage(member);
  return { page, needsLogin: false, redirect: requested !== page, fetchLevelNames };
}
