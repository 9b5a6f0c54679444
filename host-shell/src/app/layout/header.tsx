import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { remoteForPath, useLayoutStore, selectIsDesktop, useSessionStore } from '@mfp/shared';
import { preloadRemoteApp } from '../../federation/preload';
import { CurrencySwitch } from './currency-switch';
import { LanguageSwitch } from './language-switch';
import { MemberBox } from './member-box';
import { SessionClock } from '../../safer-play/session-clock';
import { NavMore } from './nav-more';
import { useHeaderSpace } from './use-header-space';
import { useNavFit } from './use-nav-fit';

/** The header's navigation by hall: route and common label key (beside its t(key), where the i18n key walk reads it). */
export const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/gameHall/2', key: 'hall.slot' },
  { to: '/gameHall/3', key: 'hall.live' },
  { to: '/gameHall/4', key: 'hall.sport' },
  { to: '/gameHall/6', key: 'hall.chess' },
  { to: '/discount', key: 'nav.discount' },
  { to: '/proxy', key: 'nav.agent' },
] as const;

/** The mobile bottom bar's share of the same items (it adds the member button itself). */
const MOBILE_PATHS: readonly string[] = ['/', '/gameHall/2', '/gameHall/4', '/discount'];
export const MOBILE_NAV = NAV.filter(({ to }) => MOBILE_PATHS.includes(to));

/**
 * The site header: logo, navigation by hall, member box, currency, language switch. The announcement
 * marquee is not here: it is home content owned by mfe_lobby (spec 1, DESIGN.md section 1). A member on a
 * phone gets two rows that fit 390 px in both languages: logo, account and cash, letters, currency; then
 * language, member center and logout.
 */
export function Header() {
  const isDesktop = useLayoutStore(selectIsDesktop);
  const loggedIn = useSessionStore((s) => s.phase === 'loggedIn');
  const headerRef = useHeaderSpace<HTMLElement>();
  const rows = !isDesktop && loggedIn;
  const logo = (
    <NavLink to="/" className="mfp-header__logo" aria-label="BD Play">
      BD<span>Play</span>
    </NavLink>
  );
  return (
    <header className={rows ? 'mfp-header mfp-header--rows' : 'mfp-header'} data-testid="site-header" ref={headerRef}>
      {rows ? (
        <>
          <div className="mfp-header__row">
            {logo}
            <MemberBox part="summary" />
            <CurrencySwitch />
          </div>
          <div className="mfp-header__row">
            <SessionClock />
            <LanguageSwitch />
            <MemberBox part="actions" />
          </div>
        </>
      ) : (
        <>
          {logo}
          {isDesktop && <DesktopNav />}
          <div className="mfp-header__tools">
            <SessionClock />
            <MemberBox />
            <CurrencySwitch />
            <LanguageSwitch />
          </div>
        </>
      )}
    </header>
  );
}

/**
 * The desktop nav: the entries that fit whole, in order, and a "More" menu with the rest (issue 17:
 * the logged-in header fits at 1024 px in both languages; no label is cut or ellipsised).
 */
function DesktopNav() {
  const { t } = useTranslation('common');
  const host = useTranslation('host').t;
  const { navRef, measureRef, visible, moreWidth } = useNavFit(NAV.length);
  const entries = NAV.map(({ to, key }) => ({ to, label: t(key) }));
  const preload = (to: string) => () => preloadRemoteApp(remoteForPath(to));
  return (
    <nav className="mfp-header__nav" aria-label="main" ref={navRef} style={{ minWidth: moreWidth }} data-testid="header-nav">
      {entries.slice(0, visible).map(({ to, label }) => (
        <NavLink key={to} to={to} end={to === '/'} onMouseEnter={preload(to)} onFocus={preload(to)}>
          {label}
        </NavLink>
      ))}
      <NavMore entries={entries.slice(visible)} />
      {/* Every entry and the More button at natural width, out of sight and out of layout, for useNavFit. */}
      <div className="mfp-header__measure" ref={measureRef} aria-hidden="true">
        {entries.map(({ to, label }) => (
          <span key={to}>{label}</span>
        ))}
        <span className="mfp-nav-more__button">
          {host('nav.more')} <span>▾</span>
        </span>
      </div>
    </nav>
  );
}
