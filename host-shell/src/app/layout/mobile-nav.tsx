import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openMemberCenter, sessionStore, useLayoutStore, useSessionStore } from '@mfp/shared';
import { wantAuthOverlay } from '../../overlays/intent-store';

const ITEMS = [
  { to: '/', key: 'nav.home' },
  { to: '/gameHall/2', key: 'hall.slot' },
  { to: '/gameHall/4', key: 'hall.sport' },
  { to: '/discount', key: 'nav.discount' },
] as const;

/** The mobile bottom navigation. */
export function MobileNav() {
  const { t } = useTranslation('common');
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  if (isDesktop) return null;
  return (
    <nav className="mfp-mobile-nav" aria-label="mobile" data-testid="mobile-nav">
      {ITEMS.map(({ to, key }) => (
        <NavLink key={to} to={to} end={to === '/'}>
          {t(key)}
        </NavLink>
      ))}
      <button
        type="button"
        onTouchStart={wantAuthOverlay}
        onClick={() => (loggedIn ? openMemberCenter('/user/Info') : sessionStore.getState().openLogin())}
      >
        {loggedIn ? t('nav.member_center') : t('header.login')}
      </button>
    </nav>
  );
}
