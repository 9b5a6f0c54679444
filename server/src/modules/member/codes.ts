/** Error tables of the member flows (spec section 8 where it names them; the rest designed here). */
/** Balance get-back codes 101-105: their meanings live once in @mfp/shared (spec 8 keys one_key_err_code_*). */
export { BALANCE_GET_BACK_CODES } from '@mfp/shared/errors';
import * as constants from '@mfp/shared/constants';

// The production run (tsx, ESM) loads shared's constants index as CommonJS, whose `export *`
// re-exports Node cannot list by name: read them from the module object (jest gets them directly).
const { TRANSFER_BACK_COUNTDOWN_S } = (constants as { default?: typeof constants }).default ?? constants;

export const RED_ENVELOPE_CODES = { unavailable: 102 } as const;

export const EDIT_PASSWORD_CODES = { oldPasswordWrong: 101, invalidPassword: 102, confirmationDiffers: 103, sameAsOld: 104 } as const;

export const LETTER_CODES = { notFound: 101 } as const;

export const MEMBER_INFO_CODES = { notFound: 101 } as const;

/** Transfer-back button countdown of spec 9: a second request within it answers 103 (tooFrequent). */
export const GET_BACK_INTERVAL_MS = TRANSFER_BACK_COUNTDOWN_S * 1000;
