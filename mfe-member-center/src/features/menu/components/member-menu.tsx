import { NavLink } from 'react-router-dom';
import { SITE_COLORS } from '@mfp/shared/theme/site-colors';
import { useT } from '../../../i18n/use-t';
import { MENU_GROUPS } from '../menu-groups';

const linkStyle = ({ isActive }: { isActive: boolean }) => ({
  display: 'block',
  padding: '8px 12px',
  borderRadius: 6,
  color: isActive ? SITE_COLORS.onPrimary : SITE_COLORS.text,
  background: isActive ? SITE_COLORS.primary : 'transparent',
  fontWeight: isActive ? 600 : 400,
  textDecoration: 'none',
});

/** The member-center menu, grouped as the spec lists it; a sidebar on desktop, a list in the drawer on mobile. */
export function MemberMenu({ basePath, onNavigate }: { basePath: string; onNavigate?: () => void }) {
  const { t } = useT();
  const base = basePath.replace(/\/$/, '');
  return (
    <nav aria-label={t('title')} data-testid="member-menu">
      {MENU_GROUPS.map((group) => (
        <div key={group.key}>
          <h2 style={{ fontSize: 13, color: SITE_COLORS.muted, margin: '14px 0 4px', fontWeight: 600 }}>{t(`menu.${group.key}`)}</h2>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.items.map((item) => (
              <li key={item.page}>
                <NavLink to={`${base}/${item.page}`} style={linkStyle} onClick={onNavigate} data-testid={`menu-${item.page}`}>
                  {t(`menu.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
