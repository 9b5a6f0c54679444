import { Modal } from 'antd';
import { closeModal } from '@mfp/shared';
import type { ModalName } from '@mfp/shared';
import { RemoteFallback } from '../federation/remote-fallback';
import { HostTheme } from '../ui/host-theme';

/** Shown in place of an auth box when the auth remote could not load: close, or retry the load. */
export function AuthFallbackBox({ modal, onRetry }: { modal: ModalName; onRetry: () => void }) {
  return (
    <HostTheme>
      <Modal open footer={null} onCancel={() => closeModal(modal)} zIndex={2000} destroyOnHidden>
        <RemoteFallback remote="mfe_auth" onRetry={onRetry} />
      </Modal>
    </HostTheme>
  );
}
