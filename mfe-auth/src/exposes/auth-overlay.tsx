import { lazy, Suspense, useEffect } from 'react';
import type { RemoteExposes } from '@mfp/shared';
import { overlayPresence } from '../app/stores/overlay-presence';

// antd comes with the modals: the host may fetch this layer at idle time without bringing antd to a visitor's page.
const AuthLayer = lazy(() => import('../app/components/auth-layer'));

/** The page-wide auth layer the host mounts once: the auth modal the shared modal store has open. */
function AuthOverlay() {
  useEffect(() => overlayPresence.getState().add(), []);
  return (
    <Suspense fallback={null}>
      <AuthLayer />
    </Suspense>
  );
}

export default AuthOverlay satisfies RemoteExposes['mfe_auth']['./auth-overlay'];
