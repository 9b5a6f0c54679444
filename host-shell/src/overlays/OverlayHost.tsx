import { useCallback, useEffect, useState } from 'react';
import { Modal } from 'antd';
import { closeModal, useGameStore, useModalStore } from '@mfp/shared';
import type { ModalName } from '@mfp/shared';
import { RemoteFallback } from '../federation/RemoteFallback';
import { RemoteOverlay, type OverlayStatus } from './RemoteOverlay';
import { useAuthIntent } from './intent-store';

/** Modals the auth remote's overlay renders. */
export const AUTH_MODALS: readonly ModalName[] = [
  'login',
  'register',
  'forgotPassword',
  'passwordReset',
  'doubleValidation',
  'withdrawPasswordVerify',
  'firstLoginChangePassword',
];

/** Mounts the auth and game overlays once, page-wide; the auth one loads on intent (a modal opens, login hovered). */
export function OverlayHost() {
  const openNames = useModalStore((s) => Object.keys(s.open).join(','));
  const intent = useAuthIntent();
  const gameActive = useGameStore((s) => s.isStarting || s.playingGames.length > 0 || s.modalVisible);
  const [idle, setIdle] = useState(false);
  const [authStatus, setAuthStatus] = useState<OverlayStatus>('idle');
  const [authKey, setAuthKey] = useState(0);

  useEffect(() => {
    const id = window.setTimeout(() => setIdle(true), 2500);
    return () => window.clearTimeout(id);
  }, []);

  const authModalOpen = openNames.split(',').find((n) => (AUTH_MODALS as readonly string[]).includes(n)) as
    | ModalName
    | undefined;
  const onAuthStatus = useCallback((s: OverlayStatus) => setAuthStatus(s), []);

  return (
    <>
      <RemoteOverlay key={authKey} remote="mfe_auth" active={intent || openNames !== ''} onStatus={onAuthStatus} />
      <RemoteOverlay remote="mfe_games" active={idle || gameActive} />
      <Modal
        open={authStatus === 'failed' && authModalOpen !== undefined}
        footer={null}
        onCancel={() => authModalOpen && closeModal(authModalOpen)}
        zIndex={2000}
        destroyOnHidden
      >
        <RemoteFallback
          remote="mfe_auth"
          onRetry={() => {
            setAuthStatus('idle');
            setAuthKey((k) => k + 1);
          }}
        />
      </Modal>
    </>
  );
}
