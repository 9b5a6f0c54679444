export {
  createI18n,
  getI18n,
  addRemoteNamespace,
  mergeMessages,
  COMMON_MESSAGES,
  COMMON_NS,
} from './create-i18n';
export type { Messages } from './create-i18n';
export { switchLocale, stripLocalePrefix } from './locale-switch';
export type { SwitchLocaleOptions } from './locale-switch';
export { useRemoteTranslation } from './use-remote-translation';
export type { NamespaceResources } from './use-remote-translation';
export { formatCountdown, formatDate, formatDateTime, intlLocale, parseServerTime, useDateFormat } from './date-format';
export type { DateFormatOptions, TimeValue } from './date-format';
