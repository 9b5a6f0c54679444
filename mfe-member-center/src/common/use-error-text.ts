import { useCallback } from 'react';
import { errorText, isApiError, resolveError } from '@mfp/shared';
import { useT } from '../i18n/use-t';

const TRANSPORT = new Set(['requestTimeout', 'networkError']);

/** Turns a failed call into display text: the flow's catalogue row, a transport message or the server message. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useT();
  return useCallback(
    (error: unknown) => {
      const common = (key: string) => t(key, { ns: 'common' });
      if (!isApiError(error)) return common('error.generic');
      if (typeof error.code === 'string' && TRANSPORT.has(error.code)) return common(error.code);
      if (error.flow) return errorText(resolveError(error.flow, error.code, error.message), common);
      return error.message.trim() === '' ? common('error.generic') : error.message;
    },
    [t],
  );
}
