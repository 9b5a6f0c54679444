import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_CLOSE_DELAY_MS } from '@mfp/shared';

/** The page loading overlay: shows at once, closes 400 ms after the work ends (spec 9). */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(visible);
  useEffect(() => {
    if (visible) {
      setShown(true);
      return undefined;
    }
    const id = window.setTimeout(() => setShown(false), LOADING_CLOSE_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [visible]);
  if (!shown) return null;
  return (
    <div className="mfp-loading-overlay" role="status" data-testid="loading-overlay">
      <div className="mfp-spinner" />
      <span className="mfp-visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
