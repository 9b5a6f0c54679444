import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

/** The site's antd theme provider: loaded with the first antd part shown (it brings antd's App, message and modal). */
const loadTheme = () => import('@mfp/shared/theme');

/**
 * A part that renders antd, loaded when first shown, inside the site's one antd theme (SiteTheme: the same
 * ConfigProvider, locale, CSP nonce and App as every other antd surface). The member window's first view is
 * plain elements coloured from the same palette, so the window paints before antd has arrived; what is
 * edited, opened or shown on another page brings antd with it.
 */
export function themed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    const [{ SiteTheme }, Part] = await Promise.all([loadTheme(), load()]);
    function Themed(props: P) {
      const { i18n } = useT();
      return (
        <SiteTheme language={i18n.language}>
          <Part {...props} />
        </SiteTheme>
      );
    }
    return { default: Themed };
  });
  function ThemedPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ThemedPart;
}
