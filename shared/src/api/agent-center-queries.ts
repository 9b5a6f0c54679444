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
import { apiQuery } from '../query/api-query';
import { CONTENT_STALE_MS, REPORT_STALE_MS } from '../query/stale-times';

const agentCenterQuery = apiQuery('agent-center');

/** The agent plan (levels and rates) of a currency. */
export const agentPlanQuery = (currency?: string) =>
  agentCenterQuery(
    ['agentPlan', { currency: currency ?? null }],
    () => postAgentPlan(currency),
    CONTENT_STALE_MS,
  );
/** The agent agreement (server HTML in the request language). */
export const agentAgreementQuery = () =>
  agentCenterQuery(['agentAgreement'], postAgentAgreement, CONTENT_STALE_MS, (data) => data.content);
/** Whether the member may apply to be an agent (apply_for_agent/check for the logged-in member). */
export const applyForAgentStatusQuery = () =>
  agentCenterQuery(['applyForAgentStatus'], postApplyForAgentStatus, REPORT_STALE_MS);
/** The agent level names in the request language. */
export const agentLevelNamesQuery = () =>
  agentCenterQuery(['agentLevelNames'], postAgentLevelNames, CONTENT_STALE_MS, (data) => data.list);
/** One page of the downline, searched and ranged. */
export const agentDownlineQuery = (q: DownlineQuery) =>
  agentCenterQuery(['agentDownline', q], () => postAgentDownline(q), REPORT_STALE_MS);
/** The agent's register path and domains. */
export const agentPromotionQuery = () =>
  agentCenterQuery(['agentPromotion'], postAgentPromotion, CONTENT_STALE_MS);
/** The per-day operation table of a date range. */
export const agentOperationQuery = (range: AgentDateRange) =>
  agentCenterQuery(['agentOperation', range], () => postAgentOperation(range), REPORT_STALE_MS);
/** The per-level table of a date range. */
export const agentStratifiedQuery = (range: AgentDateRange) =>
  agentCenterQuery(
    ['agentStratified', range],
    () => postAgentStratified(range),
    REPORT_STALE_MS,
    (data) => data.list,
  );
/** One month's settlement, or the last six without a period. */
export const agentSettlementQuery = (period?: string) =>
  agentCenterQuery(
    ['agentSettlement', { period: period ?? null }],
    () => postAgentSettlement(period),
    REPORT_STALE_MS,
    (data) => data.list,
  );
