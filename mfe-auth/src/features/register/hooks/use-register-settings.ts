import { useCallback, useEffect, useState } from 'react';
import { postRegisterSettings, postServiceAgreement, type RegisterSettingItem } from '@mfp/shared';
import { siteId } from '../../../common/site';

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

/** Loads the per-currency register settings and the service agreement. */
export function useRegisterSetup(): RegisterSetup {
  const [status, setStatus] = useState<RegisterSetup['status']>('loading');
  const [settings, setSettings] = useState<RegisterSettingItem[]>([]);
  const [agreements, setAgreements] = useState<AgreementItem[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setStatus('loading');
    Promise.all([postRegisterSettings(siteId()), postServiceAgreement<AgreementItem>(siteId()).catch(() => null)])
      .then(([s, a]) => {
        if (!alive) return;
        setSettings(s.data.list);
        setAgreements(a?.data.list ?? []);
        setStatus('ready');
      })
      .catch(() => {
        if (alive) setStatus('error');
      });
    return () => {
      alive = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, settings, currencies: settingCurrencies(settings), agreements, reload };
}
