import { Button, Drawer, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useLayoutStore, useSessionStore } from '@mfp/shared';
import { useT } from '../../i18n/use-t';
import { MemberMenu } from '../../features/menu/components/member-menu';
import { MemberWindowHeader } from './member-window-header';
import { pageTitleKey } from '../../features/menu/menu-groups';

/** The member window: a sidebar on desktop; on mobile a full-screen page with the menu in a drawer. */
export function MemberCenterLayout({ basePath, children }: { basePath: string; children: ReactNode }) {
  const { t } = useT();
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const account = useSessionStore((s) => s.account);
  const [drawer, setDrawer] = useState(false);
  // The window paints its own surface from the theme, so text keeps its contrast whatever the host page behind is.
  const { token } = theme.useToken();
  const surface = { background: token.colorBgLayout, color: token.colorText };
  const { pathname } = useLocation();
  const page = pathname.slice(basePath.length).split('/').filter(Boolean)[0] ?? 'Info';
  const title = t(pageTitleKey(page));

  if (!isDesktop)
    return (
      <section data-testid="member-center" data-layout="mobile" style={{ ...surface, minHeight: '100vh' }}>
        <MemberWindowHeader />
        <div style={{ padding: 12 }}>
          <header style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12 }}>
            <Button onClick={() => setDrawer(true)} aria-label={t('open_menu')} data-testid="menu-toggle">
              ☰
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          </header>
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            placement="left"
            title={t('title')}
            size="default"
          >
            <MemberMenu basePath={basePath} onNavigate={() => setDrawer(false)} />
          </Drawer>
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
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('title')}
          </Typography.Title>
          {/* The line is there before the account is known, so the menu below does not move when it arrives. */}
          <Typography.Text type="secondary">{account || '\u00a0'}</Typography.Text>
          <MemberMenu basePath={basePath} />
        </aside>
        <main style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </main>
      </div>
    </section>
  );
}
