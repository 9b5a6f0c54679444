import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NOT_FOUND_STATUS } from '@mfp/shared';
import { ErrorScreen } from './error-screen';

/** Any path no route matches: 404 with the spec's message 'Page not found: {fullPath}'. */
export function NotFound() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  return <ErrorScreen status={NOT_FOUND_STATUS} message={t('error.not_found_message', { path: pathname + search })} />;
}
