/**
 * Reply codes of the safer-play calls and refusals. The spec's catalogue uses none of the
 * 6xx codes, in any flow, so a refusal here never reads as another flow's failure.
 */
export const SAFER_PLAY_CODES = {
  /** A deposit above the remaining deposit allowance (data: allowance, currency, period, grows_at). */
  depositLimit: 601,
  /** A loss limit is reached: no game start, no transfer into a provider wallet (data: period, limit, loss, opens_at). */
  lossLimit: 602,
  /** Login refused during a time-out (data: ends_at). */
  timeOut: 603,
  /** Login refused while self-excluded (data: ends_at). */
  selfExcluded: 604,
  /** A break or exclusion needs the member's password, and this one is wrong. */
  wrongPassword: 605,
  /** A limit amount or a choice (period, interval) the rules do not allow (data: field). */
  invalidInput: 606,
  /** Nothing waits to be cancelled. */
  nothingPending: 607,
  /** Console: the member has no self-exclusion whose term is over to reopen (data: ends_at). */
  notReopenable: 608,
} as const;
export type SaferPlayCode = (typeof SAFER_PLAY_CODES)[keyof typeof SAFER_PLAY_CODES];
