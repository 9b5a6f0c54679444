import { logOut, useCashDisplay, useLayoutStore, useSessionStore } from '@mfp/shared';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';
import { useT } from '../../i18n/use-t';
import { PlainButton } from '../../common/plain/plain-button';

/** The member window's own header: the site's logo, the member's account and balance, and logout (no antd: first view). */
export function MemberWindowHeader() {
  const { t } = useT();
  const account = useSessionStore((s) => s.account);
  const cash = useCashDisplay();
  const isDesktop = useLayoutStore((s) => s.isDesktop);

  return (
    <header
      data-testid="member-window-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        // One line, whatever arrives: the account and the balance come after the first paint, and a header
        // that wrapped then would move the whole window down.
        flexWrap: 'nowrap',
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
          flex: 'none',
        }}
      >
        BD<span style={{ color: SITE_COLORS.primary }}>Play</span>
      </a>
      <span style={{ flex: 1 }} />
      {/* On a phone the account above the balance; both lines are there (blank) before they are known. */}
      <div
        style={{
          display: 'flex',
          flexDirection: isDesktop ? 'row' : 'column',
          alignItems: isDesktop ? 'center' : 'flex-end',
          gap: isDesktop ? 16 : 0,
          minWidth: 0,
          lineHeight: '20px',
        }}
      >
        <span data-testid="member-window-account" style={{ fontWeight: 600, overflowWrap: 'anywhere', minHeight: 20 }}>
          {account || '\u00a0'}
        </span>
        <span
          data-testid="member-window-cash"
          aria-live="polite"
          style={{ color: SITE_COLORS.primary, fontWeight: 700, whiteSpace: 'nowrap', minHeight: 20 }}
        >
          <span
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {t('window_header.balance')}
          </span>
          {cash}
        </span>
      </div>
      <PlainButton
        onClick={() => void logOut().catch(() => undefined)}
        data-testid="member-window-logout"
        style={{ flex: 'none' }}
      >
        {t('window_header.logout')}
      </PlainButton>
    </header>
  );
}
