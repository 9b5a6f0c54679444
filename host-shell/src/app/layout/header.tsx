import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { remoteForPath, useLayoutStore } from '@mfp/shared';
import { preloadRemoteApp } from '../../federation/preload';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { MemberBox } from './member-box';

export const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/gameHall/2', key: 'hall.slot' },
  { to: '/gameHall/3', key: 'hall.live' },
  { to: '/gameHall/4', key: 'hall.sport' },
  { to: '/gameHall/6', key: 'hall.chess' },
  { to: '/discount', key: 'nav.discount' },
  { to: '/proxy', key: 'nav.agent' },
] as const;

/**
 * The site header: logo, navigation by hall, member box, currency, language switch. The announcement
 * marquee is not here: it is home content owned by mfe_lobby (spec 1, DESIGN.md section 1).
 */
export function Header() {
  const { t } = useTranslation('common');
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  return (
    <>
      <header className="mfp-header" data-testid="site-header">
        <NavLink to="/" className="mfp-header__logo" aria-label="BD Play">
          BD<span>Play</span>
        </NavLink>
        {isDesktop && (
          <nav className="mfp-header__nav" aria-label="main">
            {NAV.map(({ to, key }) => (
              <NavLink
                key={to}
                to={to}
                end={to === '/'}
                onMouseEnter={() => preloadRemoteApp(remoteForPath(to))}
                onFocus={() => preloadRemoteApp(remoteForPath(to))}
              >
                {t(key)}
              </NavLink>
            ))}
          </nav>
        )}
        <div className="mfp-header__tools">
          <MemberBox compact={!isDesktop} />
          <CurrencySwitch />
          <LanguageSwitch />
        </div>
      </header>
    </>
  );
}
