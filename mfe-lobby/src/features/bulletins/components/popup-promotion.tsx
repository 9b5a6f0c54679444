import { useEffect, useRef, useState } from 'react';
import type { BulletinItem } from '@mfp/shared';
import { SafeHtml } from '../../../common/components/safe-html';
import { useT } from '../../../i18n/use-t';

interface Props {
  items: BulletinItem[];
  onClose: () => void;
  title?: string;
  testId?: string;
}

/** The pop-up promotion box: one tab per bulletin, its sanitised HTML, a close button (Escape closes too). */
export function PopupPromotion({ items, onClose, title, testId = 'lobby-popup' }: Props) {
  const { t } = useT();
  const [active, setActive] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The box opens on its own, often while the visitor is elsewhere on the page: focus goes to its close
  // button and, when it closes, back to where it was (WCAG 2.4.3), not to the top of the page.
  useEffect(() => {
    const before = document.activeElement;
    closeRef.current?.focus();
    return () => {
      const now = document.activeElement;
      const lost = now === null || now === document.body || !now.isConnected;
      if (lost && before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus();
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const item = items[Math.min(active, items.length - 1)];
  if (!item) return null;
  return (
    <div className="lb-overlay" role="presentation" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="lb-dialog" role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`} data-testid={testId}>
        <header className="lb-dialog__head">
          <h2 id={`${testId}-title`}>{title ?? t('bulletin.title')}</h2>
          <button ref={closeRef} type="button" className="lb-dialog__close" aria-label={t('common.close')} onClick={onClose} data-testid={`${testId}-close`}>
            ×
          </button>
        </header>
        {items.length > 1 ? (
          <div className="lb-tabs" role="tablist">
            {items.map((b, i) => (
              <button key={b.id} type="button" role="tab" aria-selected={b.id === item.id} className={b.id === item.id ? 'lb-tab is-active' : 'lb-tab'} onClick={() => setActive(i)}>
                {b.display_content}
              </button>
            ))}
          </div>
        ) : null}
        {/* A tab's panel: a div, since ARIA does not allow the tabpanel role on an article (axe aria-allowed-role). */}
        <div className="lb-dialog__body" role="tabpanel">
          <h3 data-testid={`${testId}-item-title`}>{item.display_content}</h3>
          <SafeHtml html={item.content} className="lb-rich" testId={`${testId}-content`} />
        </div>
      </div>
    </div>
  );
}
