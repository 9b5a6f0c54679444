import { closeModal, useModalStore } from '@mfp/shared';
import { usePopupPromotion } from '../hooks/use-popup-promotion';
import { PopupPromotion } from './PopupPromotion';

/** Shows the pop-up promotion on its own when the rules allow, or when another area asks for it (modal popupPromotion). */
export function PopupPromotionHost() {
  const popup = usePopupPromotion();
  const asked = useModalStore((s) => s.open.popupPromotion !== undefined);
  const items = asked ? popup.all : popup.items;
  if (items.length === 0) return null;
  const onClose = () => {
    closeModal('popupPromotion');
    void popup.close();
  };
  return <PopupPromotion items={items} onClose={onClose} />;
}
