import { useTranslation } from 'react-i18next';

/** The loading state of a remote area: keeps its space so nothing jumps when the remote arrives. */
export function RemoteLoading({ remote }: { remote: string }) {
  const { t } = useTranslation('host');
  return (
    <div className="mfp-remote-loading" role="status" aria-busy="true" data-remote-loading={remote}>
      <span className="mfp-spinner" aria-hidden="true" />
      <span className="mfp-visually-hidden">{t('remote.loading')}</span>
    </div>
  );
}
