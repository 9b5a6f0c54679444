import { useTranslation } from 'react-i18next';
import type { SupportedLocale } from '../constants';
import { addRemoteNamespace, type Messages } from './create-i18n';

export type NamespaceResources = Partial<Record<SupportedLocale, Messages>>;

/** A remote's translate function: adds its namespace to the page's one i18n instance on first use. */
export function useRemoteTranslation(ns: string, resources: NamespaceResources) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en_US', ns)) addRemoteNamespace(i18n, ns, resources);
  return useTranslation(ns);
}
