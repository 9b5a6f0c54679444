import type { i18n as I18n } from 'i18next';
import { createRequestI18n } from '@mfp/shared';
import { addHostNamespace } from '../app/i18n';

/** A request's own i18n instance (common and host namespaces) in its language: nothing shared across requests. */
export function createHostRequestI18n(locale: string): I18n {
  const i18n = createRequestI18n(locale);
  addHostNamespace(i18n);
  return i18n;
}
