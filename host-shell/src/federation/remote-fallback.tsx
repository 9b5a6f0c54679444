import { useTranslation } from 'react-i18next';

export interface RemoteFallbackProps {
  remote?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What a member sees where a remote could not be shown: a short message and a retry button. */
export function RemoteFallback({ remote, onRetry, retrying }: RemoteFallbackProps) {
  const { t } = useTranslation('host');
  return (
    <section className="mfp-remote-fallback" role="alert" data-remote-fallback={remote}>
      <p className="mfp-remote-fallback__title">{t('remote.unavailable_title')}</p>
      <p className="mfp-remote-fallback__text">{t('remote.unavailable_text')}</p>
      {onRetry && (
        <button type="button" className="mfp-button" onClick={onRetry} disabled={retrying}>
          {retrying ? t('remote.retrying') : t('remote.retry')}
        </button>
      )}
    </section>
  );
}
