import { useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLayoutStore, useSessionStore } from '@mfp/shared';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';
import { useT } from '../../i18n/use-t';
import { MemberMenu } from '../../features/menu/components/member-menu';
import { PlainButton } from '../../common/plain/plain-button';
import { MemberWindowHeader } from './member-window-header';
import { pageTitleKey } from '../../features/menu/menu-groups';
import { themed } from '../../common/themed';

const MenuDrawer = themed(() => import('./menu-drawer').then((m) => m.MenuDrawer));

/** antd's Typography titles (levels 3 and 4) in the site theme, without antd. */
const TITLE: Record<3 | 4, CSSProperties> = {
  3: { fontSize: 24, lineHeight: '32px', fontWeight: 600, marginBottom: 12 },
  4: { fontSize: 20, lineHeight: '28px', fontWeight: 600, marginBottom: 10 },
};

/**
 * The member window: a sidebar on desktop; on mobile a full-screen page with the menu in a drawer. Drawn
 * without antd (the palette's colours, as the antd theme uses them), so it paints with the remote's own code;
 * the drawer brings antd the first time it is opened.
 */
export function MemberCenterLayout({ basePath, children }: { basePath: string; children: ReactNode }) {
  const { t } = useT();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const account = useSessionStore((s) => s.account);
  const [drawer, setDrawer] = useState(false);
  // Mounted from the first opening on, so the drawer closes with its animation.
  const [drawerAsked, setDrawerAsked] = useState(false);
  // The window paints its own surface from the theme, so text keeps its contrast whatever the host page behind is.
  const surface = { background: SITE_COLORS.bgLayout, color: SITE_COLORS.text };
  const { pathname } = useLocation();
  const page = pathname.slice(basePath.length).split('/').filter(Boolean)[0] ?? 'Info';
  const title = t(pageTitleKey(page));

  if (!isDesktop)
    return (
      <section data-testid="member-center" data-layout="mobile" style={{ ...surface, minHeight: '100vh' }}>
        <MemberWindowHeader />
        <div style={{ padding: 12 }}>
          <header style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
            <PlainButton
              onClick={() => {
                setDrawerAsked(true);
                setDrawer(true);
              }}
              aria-label={t('open_menu')}
              aria-expanded={drawer}
              data-testid="menu-toggle"
            >
              ☰
            </PlainButton>
            <h4 style={{ ...TITLE[4], margin: 0 }}>{title}</h4>
          </header>
          {drawerAsked ? <MenuDrawer basePath={basePath} open={drawer} onClose={() => setDrawer(false)} /> : null}
          <main>{children}</main>
        </div>
      </section>
    );

  return (
    <section data-testid="member-center" data-layout="desktop" style={{ ...surface, minHeight: '100vh' }}>
      <MemberWindowHeader />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: '220px 1fr',
          gap: 24,
          padding: 16,
          alignItems: 'start',
        }}
      >
        <aside>
          <h4 style={{ ...TITLE[4], marginTop: 0 }}>{t('title')}</h4>
          {/* The line is there before the account is known, so the menu below does not move when it arrives. */}
          <span style={{ color: SITE_COLORS.muted }}>{account || '\u00a0'}</span>
          <MemberMenu basePath={basePath} />
        </aside>
        <main style={{ minWidth: 0 }}>
          <h3 style={{ ...TITLE[3], marginTop: 0 }}>{title}</h3>
          {children}
        </main>
      </div>
    </section>
  );
}
