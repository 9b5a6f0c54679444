import { useCallback } from 'react';
import { errorText, isApiError, refusalParams, resolveError } from '@mfp/shared';
import { useT } from '../i18n/use-t';

const TRANSPORT = new Set(['requestTimeout', 'networkError']);

/** Turns a failed call into display text: the flow's catalogue row, a transport message or the server message. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useT();
  return useCallback(
    (error: unknown) => {
      const common = (key: string) => t(key, { ns: 'common' });
      if (!isApiError(error)) return common('error.generic');
      if (typeof error.code === 'string' && TRANSPORT.has(error.code)) return common(error.code);
      // A safer-play refusal names its times and amounts (the allowance, when play opens) in the member's language.
      const params = refusalParams(error.data, i18n.language);
      if (error.flow) return errorText(resolveError(error.flow, error.code, error.message, params), (key, p) => t(key, { ...p, ns: 'common' }));
      return error.message.trim() === '' ? common('error.generic') : error.message;
    },
    [t, i18n.language],
  );
}
