import type { LanguageCode } from './locale';

/** Currency symbols (spec 9). */
export const CURRENCY_SYMBOLS = {
  RMB: '¥',
  VND: '₫',
  WON: '₩',
  JPY: '¥',
  THB: '฿',
  USD: '$',
  INR: '₹',
  MMK: 'K',
  BRL: 'R$',
  BDT: '৳',
  NGN: '₭',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

export const CURRENCY_CODES = Object.keys(CURRENCY_SYMBOLS) as CurrencyCode[];

/** Default currency by language (spec 9); both Chinese locales give RMB. */
export const DEFAULT_CURRENCY_BY_LANGUAGE: Readonly<Partial<Record<LanguageCode, CurrencyCode>>> = {
  zh_TW: 'RMB',
  zh_CN: 'RMB',
  en_US: 'USD',
  vi_VN: 'VND',
  ko_KR: 'WON',
  ja_JP: 'JPY',
  th_TH: 'THB',
  hi_IN: 'INR',
  ta_IN: 'INR',
  my_MM: 'MMK',
  bn_BD: 'BDT',
};

/** True when `value` is a currency of the symbol table. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCY_SYMBOLS, value);
}

/** The symbol of a currency, or the code itself for a currency the table does not know. */
export function currencySymbol(currency: string): string {
  return isCurrencyCode(currency) ? CURRENCY_SYMBOLS[currency] : currency;
}
