import { AGENT_CENTER_CODES, isApiError } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

const AGENT_CODES = new Set<number>(Object.values(AGENT_CENTER_CODES));
const TRANSPORT = new Set(['requestTimeout', 'networkError', 'aborted']);

/** The message of a failed agent call: our text for the agent codes, the transport text, else the server's message. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useT();
  return (error) => {
    if (!isApiError(error)) return t('errors.generic');
    if (typeof error.code === 'number' && AGENT_CODES.has(error.code)) return t(`errors.${error.code}`);
    if (TRANSPORT.has(String(error.code)) || typeof error.status === 'number') return t('errors.network');
    return error.message || t('errors.generic');
  };
}
