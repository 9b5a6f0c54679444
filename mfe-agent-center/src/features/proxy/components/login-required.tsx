import { Button, Result } from 'antd';
import { sessionStore } from '@mfp/shared';
import { useT } from '../../../i18n/use-t';

/** What a visitor sees in place of a members-only page: a request to log in. */
export function LoginRequired() {
  const { t } = useT();
  return (
    <Result
      data-testid="agent-login-required"
      status="info"
      title={t('login.title')}
      subTitle={t('login.text')}
      extra={
        <Button type="primary" onClick={() => sessionStore.getState().openLogin(window.location.pathname + window.location.search)}>
          {t('login.button')}
        </Button>
      }
    />
  );
}
