/** Lengths, digit counts and list limits (spec 5 and 9). */
export const ACCOUNT_MIN_LENGTH = 6;
export const ACCOUNT_MAX_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;
export const CONTACT_MIN_LENGTH = 5;
export const CONTACT_MAX_LENGTH = 50;
export const PHONE_VERIFY_CODE_DIGITS = 6;
export const VND_PHONE_DIGITS = 10;
export const WITHDRAW_PASSWORD_DIGITS = 4;
export const JACKPOT_INTEGER_DIGITS = 10;
export const DEFAULT_AVAILABLE_QUESTIONS = 3;
export const LETTER_PAGE_SIZE = 50;
export const LETTER_FIRST_PAGE = 1;
export const BADGE_MAX = 99;
export const PLATFORM_DESCRIPTION_MAX = 15;
