import { useCallback } from 'react';
import { COMMON_NS, useRemoteTranslation } from '@mfp/shared';
import en from '../locales/en_US/auth.json';
import bn from '../locales/bn_BD/auth.json';

export const NAMESPACE = 'auth';

/**
 * This remote's translate function (`t`, namespace auth) and `tc` for the shared common namespace
 * (rule and error-catalogue keys), in the page's one i18n instance.
 */
export const useT = () => {
  const result = useRemoteTranslation(NAMESPACE, { en_US: en, bn_BD: bn });
  const { t } = result;
  const tc = useCallback(
    (key: string, params?: Record<string, string | number>): string =>
      String(t(key, { ...params, ns: COMMON_NS })),
    [t],
  );
  return { ...result, tc };
};
