import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export type NavEntry = { to: string; label: string };

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** The header's "More" menu: the nav entries that do not fit whole; a menu button with arrow keys, Escape and outside click. */
export function NavMore({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  const menuId = useId();
  const holdsActive = entries.some((e) => (e.to === '/' ? pathname === '/' : pathname.startsWith(e.to)));

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    if (focusFirst.current) items()[0]?.focus();
    focusFirst.current = false;
    const outside = (e: PointerEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  useEffect(() => setOpen(false), [pathname]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    if (open) items()[0]?.focus();
    focusFirst.current = true;
    setOpen(true);
  };
  const onMenuKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') return close(true);
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    list[move(at < 0 ? 0 : at, list.length)]?.focus();
  };

  if (entries.length === 0) return null;
  return (
    <span
      className="mfp-nav-more"
      ref={boxRef}
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={holdsActive ? 'mfp-nav-more__button active' : 'mfp-nav-more__button'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="header-nav-more"
        onClick={(e) => {
          // A keyboard press (Enter, Space) clicks with detail 0: the menu then takes the focus.
          focusFirst.current = !open && e.detail === 0;
          setOpen(!open);
        }}
        onKeyDown={onButtonKey}
      >
        {t('nav.more')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" className="mfp-nav-more__menu" data-testid="header-nav-more-menu" onKeyDown={onMenuKey}>
          {entries.map((e) => (
            <li key={e.to} role="none">
              <NavLink to={e.to} end={e.to === '/'} role="menuitem" onClick={() => setOpen(false)}>
                {e.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
