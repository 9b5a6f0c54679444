/** Error tables of the member-center flows (designed here; the spec names none). */
export const DEPOSIT_CODES = { bankNotBound: 201, channelUnavailable: 202, amountOutOfRange: 203 } as const;

export const WITHDRAW_CODES = {
  noBankAccount: 201,
  withdrawPasswordNotSet: 202,
  withdrawPasswordWrong: 203,
  insufficientBalance: 204,
  amountOutOfRange: 205,
} as const;

export const TRANSFER_CODES = {
  sameWallet: 201,
  unknownWallet: 202,
  insufficientBalance: 203,
  providerMaintenance: 204,
  transferDisabled: 205,
} as const;

export const BANK_CODES = { duplicateAccount: 201, invalidAccountNumber: 202, limitReached: 203 } as const;

export const RECORD_CODES = { invalidDateRange: 210 } as const;

/** Withdrawal limits per currency. */
export const WITHDRAW_LIMITS: Record<string, [min: number, max: number]> = { BDT: [500, 200_000], USD: [10, 20_000] };
export const MAX_BANK_ACCOUNTS = 3;

/**
 * Contact edit (profile/contact). A field failing the contact rules of spec 5 answers the field's
 * registration code of spec 8 (301 qq, 302 skype, 304 wechat, 305 zalo, 306 fb, 307 telegram,
 * 308 whatsapp: the server message shown on the field), with data {field}.
 */
export const CONTACT_EDIT_CODES = { notEditable: 201, nothingToChange: 202 } as const;

/** Setting the first withdraw password (withdraw-password/set). */
export const WITHDRAW_PASSWORD_SET_CODES = { alreadySet: 201, invalidFormat: 202, confirmationDiffers: 203 } as const;
