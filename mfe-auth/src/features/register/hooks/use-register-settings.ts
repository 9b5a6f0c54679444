import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { registerSettingsQuery, serviceAgreementQuery, type RegisterSettingItem } from '@mfp/shared';
import { useSiteId } from '../../../common/site';

export interface AgreementItem {
  id?: number;
  language: string;
  title: string;
  content: string;
}

export interface RegisterSetup {
  status: 'loading' | 'ready' | 'error';
  settings: RegisterSettingItem[];
  currencies: string[];
  agreements: AgreementItem[];
  reload(): void;
}

/** The currencies the register settings configure, in their order. */
export const settingCurrencies = (settings: readonly RegisterSettingItem[]): string[] => [
  ...new Set(settings.map((s) => s.currency)),
];

const NONE: never[] = [];

/**
 * The per-currency register settings and the service agreement, as queries: a server-rendered /register gets
 * them with the page (host first-view data) and renders the form, not its skeleton. The agreement failing
 * leaves the form without its text; the settings failing is the form's error.
 */
export function useRegisterSetup(): RegisterSetup {
  const siteId = useSiteId();
  const settings = useQuery(registerSettingsQuery(siteId));
  const agreements = useQuery(serviceAgreementQuery<AgreementItem>(siteId));
  const { refetch: refetchSettings } = settings;
  const { refetch: refetchAgreements } = agreements;
  const reload = useCallback(() => {
    void refetchSettings();
    void refetchAgreements();
  }, [refetchSettings, refetchAgreements]);
  const list = settings.data ?? NONE;
  return {
    status: settings.isSuccess ? 'ready' : settings.isError && !settings.isFetching ? 'error' : 'loading',
    settings: list,
    currencies: settingCurrencies(list),
    agreements: agreements.data ?? NONE,
    reload,
  };
}
