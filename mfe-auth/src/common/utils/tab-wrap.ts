/** What Tab stops on: enabled controls, links and anything given a tab index, when shown. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab visits inside `box`, in document order (hidden ones and focus sentinels left out). */
export function tabStops(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getAttribute('aria-hidden') !== 'true' && el.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside a box: from its last control to its first, and Shift+Tab from its first to its last.
 * antd's dialog only pulls the focus back once it has reached the page behind, so every cycle would
 * stop once on the page's body; this wraps before it leaves. True when it moved the focus.
 */
export function wrapTab(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, box: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const stops = tabStops(box);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return false;
  const active = box.ownerDocument.activeElement;
  const target = event.shiftKey ? (active === first || !box.contains(active) ? last : null) : active === last ? first : null;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}
