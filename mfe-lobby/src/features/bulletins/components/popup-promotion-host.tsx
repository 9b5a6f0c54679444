import { closeModal, popupMayOpenOnItsOwn, useClientOnly, useModalStore } from '@mfp/shared';
import { useOverlayMounted } from '../../../common/hooks/use-overlay-mounted';
import { usePopupPromotion } from '../hooks/use-popup-promotion';
import { PopupPromotion } from './popup-promotion';

/**
 * Home's pop-up promotion: shows on its own when the rules allow. When another area asks for the
 * box (modal popupPromotion), the lobby overlay shows it on any page; without the overlay, home does.
 */
export function PopupPromotionHost() {
  const popup = usePopupPromotion();
  const asked = useModalStore((s) => s.open.popupPromotion !== undefined);
  const mayOpen = useModalStore((s) => popupMayOpenOnItsOwn(Object.keys(s.open)));
  const overlayMounted = useOverlayMounted();
  // Never in the server's HTML: a box there would cover the page before its scripts could close it.
  const interactive = useClientOnly();
  if (!interactive) return null;
  if (asked && overlayMounted) return null;
  if (!asked && !mayOpen) return null;
  const items = asked ? popup.all : popup.items;
  if (items.length === 0) return null;
  const onClose = () => {
    closeModal('popupPromotion');
    void popup.close();
  };
  return <PopupPromotion items={items} onClose={onClose} />;
}

/** The pop-up promotion another area asked for (modal popupPromotion), every item for this device; on any page. */
export function AskedPopupPromotion() {
  const popup = usePopupPromotion();
  if (popup.all.length === 0) return null;
  const onClose = () => {
    closeModal('popupPromotion');
    void popup.close();
  };
  return <PopupPromotion items={popup.all} onClose={onClose} />;
}
