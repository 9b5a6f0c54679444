import { Button, Card, Typography } from 'antd';
import { modalStore, logOut, openInPlace, sessionStore, useAuthOverlayHosted, useSessionStore, type RemoteExposes } from '@mfp/shared';
import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../i18n/use-t';
import { AuthModals } from '../app/components/auth-modals';
import { useHostedOverlays } from '../app/stores/overlay-presence';
import { RegisterForm } from '../features/register/components/register-form';
import '../app/auth.css';

/** The auth app entry: the /register page (spec 2). */
function AuthApp() {
  const { t, i18n } = useT();
  const hosted = useHostedOverlays();
  const hostHasLayer = useAuthOverlayHosted();
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const account = useSessionStore((s) => s.account);

  return (
    <SiteTheme language={i18n.language}>
      <section className="auth-register-page" data-testid="auth-register">
        {loggedIn ? (
          <Card data-testid="auth-welcome">
            <Typography.Paragraph>{t('welcome', { account: account ?? '' })}</Typography.Paragraph>
            <Button onClick={() => void logOut().catch(() => undefined)} data-testid="auth-logout">
              {t('logout')}
            </Button>
          </Card>
        ) : (
          <Card>
            <Typography.Title level={2}>{t('title')}</Typography.Title>
            <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
            <RegisterForm formName="register_page" />
            <div className="auth-links">
              <span>{t('register.have_account')}</span>
              {/* A link that works before the page is interactive (?modal=login opens the box on load). */}
              <Button
                type="link"
                href="?modal=login"
                onClick={openInPlace(() => sessionStore.getState().openLogin())}
                data-testid="open-login"
              >
                {t('register.to_login')}
              </Button>
              <Button
                type="link"
                onClick={() => modalStore.getState().openModal('forgotPassword')}
                data-testid="open-forgot"
              >
                {t('login.forgot')}
              </Button>
            </div>
          </Card>
        )}
      </section>
      {/* With a host that has no auth layer (an older host, the remote alone), this page carries the auth modals. */}
      {hosted === 0 && !hostHasLayer ? <AuthModals /> : null}
    </SiteTheme>
  );
}

export default AuthApp satisfies RemoteExposes['mfe_auth']['./app'];
