import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isMemberWindowPath, MEMBER_WINDOW_HOME, NOT_FOUND_STATUS } from '@mfp/shared';
import { ErrorScreen } from './error-screen';

/**
 * Any path no route matches: 404 with the spec's message 'Page not found: {fullPath}'. Inside the member
 * window the way back is the window's own first page, not the site's home.
 */
export function NotFound() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  const back = isMemberWindowPath(pathname) ? { to: MEMBER_WINDOW_HOME, label: t('error.back_member') } : undefined;
  return (
    <ErrorScreen status={NOT_FOUND_STATUS} message={t('error.not_found_message', { path: pathname + search })} back={back} />
  );
}
