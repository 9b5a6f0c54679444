import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openMemberCenter, sessionStore, useSessionStore, useLayoutStore, selectIsDesktop } from '@mfp/shared';
import { wantAuthOverlay } from '../../overlays/intent-store';
import { MOBILE_NAV } from './header';
import { useMemberPending } from '../../session/member-pending';

/** The mobile bottom navigation. */
export function MobileNav() {
  const { t } = useTranslation('common');
  const isDesktop = useLayoutStore(selectIsDesktop);
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const pending = useMemberPending() && !loggedIn;
  if (isDesktop) return null;
  return (
    <nav className="mfp-mobile-nav" aria-label="mobile" data-testid="mobile-nav">
      {MOBILE_NAV.map(({ to, key }) => (
        <NavLink key={to} to={to} end={to === '/'}>
          {t(key)}
        </NavLink>
      ))}
      {pending ? (
        <span className="mfp-mobile-nav__pending" data-testid="mobile-nav-pending" aria-hidden="true" />
      ) : (
        <button
          type="button"
          onTouchStart={wantAuthOverlay}
          onClick={() => (loggedIn ? openMemberCenter('/user/Info') : sessionStore.getState().openLogin())}
        >
          {loggedIn ? t('nav.member_center') : t('header.login')}
        </button>
      )}
    </nav>
  );
}
