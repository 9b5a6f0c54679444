/**
 * One-key balance get-back codes (spec 8: 101-105 show one_key_err_code_101 to _105). The spec
 * names the codes and their message keys; what each one means is fixed here, once, and the
 * reference server answers with these values (server/src/modules/member/codes.ts imports them).
 */
export const BALANCE_GET_BACK_CODES = {
  /** No provider wallet holds a balance. */
  nothingToGetBack: 101,
  /** A game is still being played. */
  gamePlaying: 102,
  /** Asked again within the 10 s transfer-back countdown (spec 9). */
  tooFrequent: 103,
  /** A provider holding a balance is under maintenance (data.gp_ids). */
  providerMaintenance: 104,
  /** Wallet transfers are disabled for the member (wallet_status not 1). */
  transferDisabled: 105,
} as const;

export type BalanceGetBackCode = (typeof BALANCE_GET_BACK_CODES)[keyof typeof BALANCE_GET_BACK_CODES];

/** The message key of a get-back code (spec 8). */
export const balanceGetBackKey = (code: BalanceGetBackCode): string => `one_key_err_code_${code}`;
