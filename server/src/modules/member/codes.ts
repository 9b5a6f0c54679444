/** Error tables of the member flows (spec section 8 where it names them; the rest designed here). */
export const BALANCE_GET_BACK_CODES = {
  nothingToGetBack: 101,
  playing: 102,
  tooFrequent: 103,
  providerMaintenance: 104,
  transferDisabled: 105,
} as const;

export const RED_ENVELOPE_CODES = { unavailable: 102 } as const;

export const EDIT_PASSWORD_CODES = { oldPasswordWrong: 101, invalidPassword: 102, confirmationDiffers: 103, sameAsOld: 104 } as const;

export const LETTER_CODES = { notFound: 101 } as const;

export const MEMBER_INFO_CODES = { notFound: 101 } as const;

/** Transfer-back button countdown of spec 9: a second request within it answers 103. */
export const GET_BACK_INTERVAL_MS = 10_000;
