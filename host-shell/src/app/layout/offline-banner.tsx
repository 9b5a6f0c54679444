import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnline, watchConnectivity } from '@mfp/shared';

const subscribe = (onChange: () => void): (() => void) => watchConnectivity(window, onChange);
const online = (): boolean => isOnline(window);

/** True while the browser is online; re-renders when it goes offline or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}

/** Says plainly that the device is offline; gone as soon as the connection is back. */
export function OfflineBanner() {
  const { t } = useTranslation('host');
  if (useOnline()) return null;
  return (
    <div className="mfp-offline" role="alert" data-testid="offline-banner">
      {t('offline.text')}
    </div>
  );
}
