import { useEffect } from 'react';
import type { RemoteExposes } from '@mfp/shared';
import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../i18n/use-t';
import { AuthModals } from '../app/components/auth-modals';
import { overlayPresence } from '../app/stores/overlay-presence';

/** The page-wide auth layer the host mounts once: the auth modal the shared modal store has open. */
function AuthOverlay() {
  const { i18n } = useT();
  useEffect(() => overlayPresence.getState().add(), []);
  return (
    <SiteTheme language={i18n.language}>
      <AuthModals />
    </SiteTheme>
  );
}

export default AuthOverlay satisfies RemoteExposes['mfe_auth']['./auth-overlay'];
