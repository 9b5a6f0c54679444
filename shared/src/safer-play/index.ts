// The safer-play rules without a browser dependency: the server enforces these, the pages mirror them.
export { DAY_MS, MINUTE_MS, systemClock } from './clock';
export type { Clock } from './clock';
export {
  isPeriodOf,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_MAX_AMOUNT,
  LIMIT_PERIOD_IDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  REALITY_CHECK_UNIT_MS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from './periods';
export type { LimitKind, LimitPeriod, RealityCheckMinutes, SelfExclusionPeriod, TimeOutPeriod } from './periods';
export { cancelPendingLimit, limitAmountProblem, NO_LIMIT, planLimitChange, settleLimit } from './limits';
export type { LimitChange, LimitState, PendingLimit } from './limits';
export { depositAllowance, depositAllowed, inWindow, lossStanding, netLoss } from './allowance';
export type { Allowance, BetEntry, LimitInForce, LossStanding, MoneyEntry } from './allowance';
export { activeBreak, addMonths, canReopen, exclusionEndsAt, timeOutEndsAt } from './breaks';
export type { BreakKind, BreakRecord } from './breaks';
export { isRealityCheckMinutes, netPosition, realityCheckSchedule, sessionElapsedMs } from './reality-check';
export { ACTIVITY_GRAINS, ACTIVITY_TIME_ZONE, activityPeriod, activitySummary, dayIn } from './activity';
export type { ActivityGrain, ActivityRow } from './activity';
export { SAFER_PLAY_CODES } from './codes';
export type { SaferPlayCode } from './codes';
