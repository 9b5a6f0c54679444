import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ERROR_STATUS, NOT_FOUND_STATUS } from '@mfp/shared';

export interface ErrorScreenProps {
  status?: number;
  message?: string;
  /** Where the way back leads and what it says; home by default. */
  back?: { to: string; label: string };
}

/** The error screen (spec section 2): status (default 500), title by status, message, back home, noindex. */
export function ErrorScreen({ status = DEFAULT_ERROR_STATUS, message, back }: ErrorScreenProps) {
  const { t } = useTranslation('host');
  useEffect(() => {
    // A server-rendered error screen has its noindex in the page already (issue 19): the page keeps one, gone with the screen.
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ?? document.head.appendChild(document.createElement('meta'));
    meta.name = 'robots';
    meta.content = 'noindex';
    return () => meta.remove();
  }, []);
  const title = status === NOT_FOUND_STATUS ? t('error.not_found_title') : t('error.server_error_title');
  return (
    <main className="mfp-error-screen" data-status={status}>
      <p className="mfp-error-screen__status">{status}</p>
      <h1>{title}</h1>
      {message && <p className="mfp-error-screen__message">{message}</p>}
      <Link className="mfp-button" to={back?.to ?? '/'} data-testid="error-back">
        {back?.label ?? t('error.back_home')}
      </Link>
    </main>
  );
}
