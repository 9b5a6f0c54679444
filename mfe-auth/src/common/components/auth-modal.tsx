import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useLayoutStore } from '@mfp/shared';
import { wrapTab } from '../utils/tab-wrap';

interface Props {
  title: ReactNode;
  testId: string;
  onClose?: () => void;
  children: ReactNode;
  width?: number;
}

/**
 * An auth modal: centred on desktop, full-screen on mobile (spec 2). Without onClose it cannot be dismissed.
 * Tab and Shift+Tab wrap inside it (the keyboard never reaches the page behind).
 */
export function AuthModal({ title, testId, onClose, children, width = 460 }: Props) {
  const isDesktop = useLayoutStore((s) => s.isDesktop);
  const closable = onClose !== undefined;
  return (
    <Modal
      open
      title={title}
      footer={null}
      onCancel={onClose}
      closable={closable}
      keyboard={closable}
      mask={{ closable }}
      destroyOnHidden
      centered={isDesktop}
      width={isDesktop ? width : '100%'}
      rootClassName={isDesktop ? 'auth-modal' : 'auth-modal auth-modal--mobile'}
      modalRender={(node) => (
        // The keys come from the controls inside; the box itself takes no focus of its own.
        <div data-testid={testId} onKeyDown={(e) => wrapTab(e, e.currentTarget)}>
          {node}
        </div>
      )}
    >
      {children}
    </Modal>
  );
}
