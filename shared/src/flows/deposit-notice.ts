import { intlLocale } from '../i18n/date-format';

/** What a deposit notice needs of a channel: its name as the server gives it for the member's currency. */
export interface NoticeChannel {
  name: string;
}

/**
 * The channels a deposit notice names: those the server lists for the member's currency (the deposit
 * channels call answers per currency), in its order, joined in the member's language ('USDT (TRC20) and
 * Bank Wire', 'USDT (TRC20) এবং Bank Wire'); null when there is none to name.
 */
export function depositNoticeChannels(channels: readonly NoticeChannel[], language: string): string | null {
  const names = [...new Set(channels.map((c) => c.name.trim()).filter((n) => n !== ''))];
  if (names.length === 0) return null;
  return new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(names);
}
