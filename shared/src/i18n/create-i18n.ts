import { createInstance } from 'i18next';
import type { i18n as I18n, InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isSupportedLocale } from '../constants';
import type { SupportedLocale } from '../constants';
import commonEn from './locales/en_US/common.json';
import commonBn from './locales/bn_BD/common.json';
import rulesEn from './locales/en_US/rules.json';
import rulesBn from './locales/bn_BD/rules.json';

/** A namespace's messages: nested objects of strings. */
export interface Messages {
  [key: string]: string | Messages;
}

export const COMMON_NS = 'common';

const isMessages = (v: unknown): v is Messages => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep-merges message trees; later trees win on the same key. */
export function mergeMessages(...trees: Messages[]): Messages {
  const out: Messages = {};
  for (const tree of trees) {
    for (const [k, v] of Object.entries(tree)) {
      const prev = out[k];
      out[k] = isMessages(v) && isMessages(prev) ? mergeMessages(prev, v) : v;
    }
  }
  return out;
}

/** The common namespace per locale: common.json merged with the error/validation rules.json. */
export const COMMON_MESSAGES: Record<SupportedLocale, Messages> = {
  en_US: mergeMessages(commonEn, rulesEn),
  bn_BD: mergeMessages(commonBn, rulesBn),
};

let current: I18n | null = null;

/** The console line of a missing key: `[mfp] missing i18n key bn_BD games:play.title`. */
export const MISSING_KEY_PREFIX = '[mfp] missing i18n key';

function reportMissingKey(languages: readonly string[], ns: string, key: string): void {
  console.error(`${MISSING_KEY_PREFIX} ${languages.join(',')} ${ns}:${key}`);
}

function initOptions(lng: SupportedLocale): InitOptions {
  return {
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: Object.fromEntries(SUPPORTED_LOCALES.map((l) => [l, { [COMMON_NS]: COMMON_MESSAGES[l] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // A key that reaches the screen untranslated is a defect: say so (the e2e console guard fails on it).
    saveMissing: true,
    missingKeyHandler: reportMissingKey,
  };
}

/** Creates the one i18next instance (the host calls this once) with the common namespace of both locales. */
export function createI18n(locale: string = DEFAULT_LOCALE): I18n {
  const lng = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const instance = createInstance();
  void instance.use(initReactI18next).init(initOptions(lng));
  current = instance;
  return instance;
}

/**
 * An instance for one server render: the same resources and options, but neither the page's instance
 * (getI18n) nor react-i18next's global, so concurrent requests never share a language. Pass it through
 * I18nextProvider.
 */
export function createRequestI18n(locale: string = DEFAULT_LOCALE): I18n {
  const lng = isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
  const instance = createInstance();
  void instance.init(initOptions(lng));
  return instance;
}

/** The instance created by the host; throws before it. */
export function getI18n(): I18n {
  if (!current) throw new Error('@mfp/shared: createI18n() has not been called by the host');
  return current;
}

/** Adds a remote's namespace (both locales) to the one instance; later loads extend it. */
export function addRemoteNamespace(
  i18n: I18n,
  ns: string,
  resources: Partial<Record<SupportedLocale, Messages>>,
): void {
  for (const [locale, messages] of Object.entries(resources)) {
    if (messages) i18n.addResourceBundle(locale, ns, messages, true, true);
  }
}
