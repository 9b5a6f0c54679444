import { queryOptions } from '@tanstack/react-query';
import {
  postAgentAgreement,
  postAgentDownline,
  postAgentLevelNames,
  postAgentOperation,
  postAgentPlan,
  postAgentPromotion,
  postAgentSettlement,
  postAgentStratified,
  postApplyForAgentStatus,
  type AgentDateRange,
  type DownlineQuery,
} from './agent-center';
import { CONTENT_STALE_MS, REPORT_STALE_MS } from '../query/stale-times';

// Query options (TanStack Query): key [domain, call, vars], the call, how long its answer is fresh.

/** The agent plan (levels and rates) of a currency. */
export const agentPlanQuery = (currency?: string) =>
  queryOptions({
    queryKey: ['agent-center', 'agentPlan', { currency: currency ?? null }] as const,
    queryFn: async () => (await postAgentPlan(currency)).data,
    staleTime: CONTENT_STALE_MS,
  });
/** The agent agreement (server HTML in the request language). */
export const agentAgreementQuery = () =>
  queryOptions({
    queryKey: ['agent-center', 'agentAgreement'] as const,
    queryFn: async () => (await postAgentAgreement()).data.content,
    staleTime: CONTENT_STALE_MS,
  });
/** Whether the member may apply to be an agent (apply_for_agent/check for the logged-in member). */
export const applyForAgentStatusQuery = () =>
  queryOptions({
    queryKey: ['agent-center', 'applyForAgentStatus'] as const,
    queryFn: async () => (await postApplyForAgentStatus()).data,
    staleTime: REPORT_STALE_MS,
  });
/** The agent level names in the request language. */
export const agentLevelNamesQuery = () =>
  queryOptions({
    queryKey: ['agent-center', 'agentLevelNames'] as const,
    queryFn: async () => (await postAgentLevelNames()).data.list,
    staleTime: CONTENT_STALE_MS,
  });
/** One page of the downline, searched and ranged. */
export const agentDownlineQuery = (q: DownlineQuery) =>
  queryOptions({
    queryKey: ['agent-center', 'agentDownline', q] as const,
    queryFn: async () => (await postAgentDownline(q)).data,
    staleTime: REPORT_STALE_MS,
  });
/** The agent's register path and domains. */
export const agentPromotionQuery = () =>
  queryOptions({
    queryKey: ['agent-center', 'agentPromotion'] as const,
    queryFn: async () => (await postAgentPromotion()).data,
    staleTime: CONTENT_STALE_MS,
  });
/** The per-day operation table of a date range. */
export const agentOperationQuery = (range: AgentDateRange) =>
  queryOptions({
    queryKey: ['agent-center', 'agentOperation', range] as const,
    queryFn: async () => (await postAgentOperation(range)).data,
    staleTime: REPORT_STALE_MS,
  });
/** The per-level table of a date range. */
export const agentStratifiedQuery = (range: AgentDateRange) =>
  queryOptions({
    queryKey: ['agent-center', 'agentStratified', range] as const,
    queryFn: async () => (await postAgentStratified(range)).data.list,
    staleTime: REPORT_STALE_MS,
  });
/** One month's settlement, or the last six without a period. */
export const agentSettlementQuery = (period?: string) =>
  queryOptions({
    queryKey: ['agent-center', 'agentSettlement', { period: period ?? null }] as const,
    queryFn: async () => (await postAgentSettlement(period)).data.list,
    staleTime: REPORT_STALE_MS,
  });
