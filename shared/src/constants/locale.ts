/** Every language id the back end knows (spec 9, language ids table). */
export const LANGUAGE_IDS = {
  zh_TW: 0,
  zh_CN: 1,
  en_US: 2,
  vi_VN: 3,
  ko_KR: 4,
  ja_JP: 5,
  th_TH: 6,
  hi_IN: 7,
  my_MM: 8,
  ta_IN: 9,
  bn_BD: 10,
} as const;

export type LanguageCode = keyof typeof LANGUAGE_IDS;

/** The front-end locales with complete messages (spec 9). */
export const SUPPORTED_LOCALES = ['en_US', 'bn_BD'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** The spec writes the default as en-US; the locale ids use underscores, so it is en_US here. */
export const DEFAULT_LOCALE: SupportedLocale = 'en_US';

/** The language a game_name object falls back to (spec 3, game entry). */
export const FALLBACK_LANGUAGE: LanguageCode = 'en_US';

/** Country code to language (spec 9); Laos shares Vietnamese. */
export const COUNTRY_LANGUAGE: Readonly<Record<string, LanguageCode>> = {
  TW: 'zh_TW',
  CN: 'zh_CN',
  US: 'en_US',
  VN: 'vi_VN',
  LA: 'vi_VN',
  KR: 'ko_KR',
  JP: 'ja_JP',
  TH: 'th_TH',
  IN: 'hi_IN',
  MM: 'my_MM',
  TA: 'ta_IN',
  BD: 'bn_BD',
};

/** Dates are shown in this zone unless the site says otherwise (spec 9). */
export const DEFAULT_TIMEZONE = 'America/Caracas';

/** True when `value` is one of the front end's supported locales. */
export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The language for an ISO country code, or undefined when the spec maps none. */
export function languageForCountry(country: string): LanguageCode | undefined {
  return COUNTRY_LANGUAGE[country.trim().toUpperCase()];
}
