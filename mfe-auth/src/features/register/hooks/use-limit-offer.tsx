import { App, Button, Space } from 'antd';
import { useCallback } from 'react';
import { openMemberCenter } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

const KEY = 'deposit-limit-offer';
const LIMITS_PAGE = '/user/SaferLimits';

/**
 * After registration, the offer of a deposit limit: "Set a limit" opens the member
 * center's limits page, "Not now" (or the close button) skips it; it stays until the member chooses.
 */
export function useLimitOffer(): () => void {
  const { t } = useT();
  const { notification } = App.useApp();
  return useCallback(() => {
    const close = () => notification.destroy(KEY);
    notification.info({
      key: KEY,
      title: t('limit_offer.title'),
      description: t('limit_offer.text'),
      duration: 0,
      // Below, not over the header: the new member's account, member center and logout stay in sight.
      placement: 'bottomRight',
      actions: (
        <Space>
          <Button size="small" onClick={close} data-testid="limit-offer-skip">
            {t('limit_offer.skip')}
          </Button>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              close();
              openMemberCenter(LIMITS_PAGE);
            }}
            data-testid="limit-offer-set"
          >
            {t('limit_offer.set')}
          </Button>
        </Space>
      ),
    });
  }, [notification, t]);
}
