import type { RegisterType } from '../constants';

export interface IntroducerSources {
  /** Query parameter id (agent id). */
  queryId?: string | null;
  /** Query parameter invite (recommend code). */
  queryInvite?: string | null;
  /** Stored agent-id link cookie. */
  agentCookie?: string | null;
  /** Stored recommend-code link cookie. */
  recommendCookie?: string | null;
  /** The site's recommend feature is on. */
  recommendEnabled: boolean;
}

export interface Introducer {
  type: RegisterType;
  value: string;
}

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/** Spec 6: agent from the id query or agent cookie, else recommend code from invite or cookie (only when the feature is on). */
export function deriveIntroducer(s: IntroducerSources): Introducer | null {
  const agent = [s.queryId, s.agentCookie].find(present);
  if (agent) return { type: 'member_agent', value: agent.trim() };
  if (!s.recommendEnabled) return null;
  const code = [s.queryInvite, s.recommendCookie].find(present);
  return code ? { type: 'recommend_code', value: code.trim() } : null;
}
