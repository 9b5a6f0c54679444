/** Error table of the agent-center flows (designed here; the spec names none). */
export const AGENT_CODES = {
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

/** Depth of the stratified table (levels below the agent). */
export const STRATIFIED_DEPTH = 5;
/** Months shown by the performance settlement when no period is asked. */
export const SETTLEMENT_MONTHS = 6;
