/**
 * Agent-center reply codes: the spec names none, so the reference server designs them and answers
 * with these values (server/src/modules/agent/codes.ts imports them).
 */
export const AGENT_CENTER_CODES = {
  alreadyAgent: 301,
  applicationPending: 302,
  notActiveAgent: 303,
  notInDownline: 304,
  insufficientBalance: 305,
  withdrawPasswordWrong: 306,
  selfTransfer: 307,
  withdrawPasswordNotSet: 308,
  invalidPeriod: 309,
  invalidDateRange: 310,
} as const;
