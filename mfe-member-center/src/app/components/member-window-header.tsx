import { Button, theme } from 'antd';
import { logOut, useCashDisplay, useSessionStore } from '@mfp/shared';
import { SITE_COLORS } from '@mfp/shared/theme';
import { useT } from '../../i18n/use-t';

/** The member window's own header: the site's logo, the member's account and balance, and logout. */
export function MemberWindowHeader() {
  const { t } = useT();
  const { token } = theme.useToken();
  const account = useSessionStore((s) => s.account);
  const cash = useCashDisplay();


  return (
    <header
      data-testid="member-window-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        flexWrap: 'wrap',
        padding: '10px 16px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorder}`,
      }}
    >
      <a
        href="/"
        aria-label={t('window_header.site_home')}
        style={{
          fontWeight: 800,
          fontSize: 22,
          letterSpacing: 0.5,
          color: token.colorText,
          textDecoration: 'none',
        }}
      >
        BD<span style={{ color: SITE_COLORS.primary }}>Play</span>
      </a>
      <span style={{ flex: 1 }} />
      <span data-testid="member-window-account" style={{ fontWeight: 600 }}>
        {account}
      </span>
      <span
        data-testid="member-window-cash"
        aria-live="polite"
        style={{ color: SITE_COLORS.primary, fontWeight: 700 }}
      >
        <span
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('window_header.balance')}
        </span>
        {cash}
      </span>
      <Button onClick={() => void logOut().catch(() => undefined)} data-testid="member-window-logout">
        {t('window_header.logout')}
      </Button>
    </header>
  );
}
