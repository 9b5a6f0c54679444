import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, DEFAULT_TIMEZONE, isSupportedLocale } from '../constants/locale';
import type { SupportedLocale } from '../constants/locale';
import { parseTime } from '../flows/countdown';

/** The Intl locale of each front-end locale (bn-BD writes Bengali digits). */
const INTL_LOCALES: Readonly<Record<SupportedLocale, string>> = { en_US: 'en-US', bn_BD: 'bn-BD' };

export type TimeValue = string | number | Date | null | undefined;

/** A server time as epoch ms: ISO as written, an SQL datetime ("2026-01-02 03:04:05") as UTC; NaN when unreadable. */
export function parseServerTime(value: TimeValue): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  return parseTime(value);
}

/** The Intl locale for a language ('bn_BD', 'bn-BD' or 'bn' give bn-BD); the default locale otherwise. */
export function intlLocale(language: string | null | undefined): string {
  const normal = (language ?? '').replace('-', '_');
  const locale = isSupportedLocale(normal) ? normal : normal === 'bn' ? 'bn_BD' : DEFAULT_LOCALE;
  return INTL_LOCALES[locale];
}

export interface DateFormatOptions {
  /** Spec 9: America/Caracas unless the site says otherwise. */
  timeZone?: string;
  /** Show seconds (records); off for times a member reads at a glance (maintenance). */
  seconds?: boolean;
}

const DATE_PARTS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

function format(
  value: TimeValue,
  language: string,
  parts: Intl.DateTimeFormatOptions,
  timeZone: string,
): string {
  const ms = parseServerTime(value);
  if (Number.isNaN(ms)) return typeof value === 'string' && value !== '' ? value : '-';
  return new Intl.DateTimeFormat(intlLocale(language), { ...parts, timeZone }).format(ms);
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day in the display timezone of spec 9 and the member's language ('Nov 24, 2026'); '-' when empty.
 * A bare calendar day ('2026-11-24', a report row) is that day everywhere, so no zone moves it.
 */
export function formatDate(
  value: TimeValue,
  language: string,
  { timeZone = DEFAULT_TIMEZONE }: DateFormatOptions = {},
): string {
  const day = typeof value === 'string' && CALENDAR_DAY.test(value);
  return format(day ? `${value}T00:00:00Z` : value, language, DATE_PARTS, day ? 'UTC' : timeZone);
}

/**
 * A date and time in the display timezone of spec 9 and the member's language, with that zone's offset
 * ('Nov 24, 2026, 1:23 PM GMT-4'); '-' when empty. The offset is always written: a player in Dhaka reads
 * Caracas times, and a bare "1:23 PM" would pass for his own clock.
 */
export function formatDateTime(
  value: TimeValue,
  language: string,
  { timeZone = DEFAULT_TIMEZONE, seconds = false }: DateFormatOptions = {},
): string {
  const time: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZoneName: 'shortOffset',
  };
  return format(value, language, { ...DATE_PARTS, ...time }, timeZone);
}

const DAY_S = 86_400;

/**
 * A countdown in seconds in the member's digits: past a day as days and hours ('2d 3h'), past an hour
 * h:mm:ss, else mm:ss.
 */
export function formatCountdown(seconds: number, language: string): string {
  const locale = intlLocale(language);
  const s = Math.max(0, Math.floor(seconds));
  const unit = (n: number, u: 'day' | 'hour'): string =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(n);
  if (s >= DAY_S)
    return `${unit(Math.floor(s / DAY_S), 'day')} ${unit(Math.floor((s % DAY_S) / 3600), 'hour')}`;
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const h = Math.floor(s / 3600);
  const mmss = `${two.format(Math.floor((s % 3600) / 60))}:${two.format(s % 60)}`;
  return h > 0 ? `${one.format(h)}:${mmss}` : mmss;
}

/** The formatters bound to the page's language, for components. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    formatDate: (value: TimeValue, options?: DateFormatOptions) => formatDate(value, language, options),
    formatDateTime: (value: TimeValue, options?: DateFormatOptions) =>
      formatDateTime(value, language, options),
    formatCountdown: (seconds: number) => formatCountdown(seconds, language),
  };
}
