import { useQuery } from '@tanstack/react-query';
import { bulletinHistoryQuery, DISPLAY_LOCATION } from '@mfp/shared';
import { AsyncView } from '../../../common/components/async-view';
import { SafeHtml } from '../../../common/components/safe-html';
import { useSite } from '../../../common/hooks/use-site';
import { useT } from '../../../i18n/use-t';

/** The history promotion list: every bulletin of this device, hidden ones included. */
export function PromotionHistory({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const site = useSite();
  const state = useQuery({
    ...bulletinHistoryQuery({ site_id: site.siteId, display_device: site.deviceNumber, display_location: DISPLAY_LOCATION.default }),
    select: (r) => r.list ?? [],
  });
  return (
    <div className="lb-overlay" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="lb-dialog" role="dialog" aria-modal="true" aria-labelledby="lb-history-title" data-testid="lobby-promotion-history">
        <header className="lb-dialog__head">
          <h2 id="lb-history-title">{t('bulletin.history')}</h2>
          <button type="button" className="lb-dialog__close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="lb-dialog__body">
          <AsyncView state={state} isEmpty={(d) => d.length === 0} testId="lobby-promotion-history">
            {(list) => (
              <ul className="lb-history">
                {list.map((b) => (
                  <li key={b.id}>
                    <details>
                      <summary>{b.display_content}</summary>
                      <SafeHtml html={b.content} className="lb-rich" />
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </AsyncView>
        </div>
      </div>
    </div>
  );
}
