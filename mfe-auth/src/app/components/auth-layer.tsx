import { SiteTheme } from '@mfp/shared/theme';
import { useT } from '../../i18n/use-t';
import { AuthModals } from './auth-modals';

/** The auth modals in the site theme: the antd part of the auth layer, loaded once the layer is wanted. */
export default function AuthLayer() {
  const { i18n } = useT();
  return (
    <SiteTheme language={i18n.language}>
      <AuthModals />
    </SiteTheme>
  );
}
