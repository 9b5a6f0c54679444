import { logOut, useCashDisplay, useSessionStore } from '@mfp/shared';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';
import { useT } from '../../i18n/use-t';
import { PlainButton } from '../../common/plain/plain-button';

/** The member window's own header: the site's logo, the member's account and balance, and logout (no antd: first view). */
export function MemberWindowHeader() {
  const { t } = useT();
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
        background: SITE_COLORS.bgContainer,
        borderBottom: `1px solid ${SITE_COLORS.border}`,
      }}
    >
      <a
        href="/"
        aria-label={t('window_header.site_home')}
        style={{
          fontWeight: 800,
          fontSize: 22,
          letterSpacing: 0.5,
          color: SITE_COLORS.text,
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
      <PlainButton onClick={() => void logOut().catch(() => undefined)} data-testid="member-window-logout">
        {t('window_header.logout')}
      </PlainButton>
    </header>
  );
}
