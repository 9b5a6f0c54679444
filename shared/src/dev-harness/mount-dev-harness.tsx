import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { RemoteAppProps } from '../contracts';

export interface DevHarnessOptions {
  basePath: string;
  title: string;
}

/**
 * Runs one remote alone, with what the host provides (router, the i18n instance, the shared
 * stores as singletons), so its team can work without the host or the other remotes.
 */
export async function mountDevHarness(App: ComponentType<RemoteAppProps>, opts: DevHarnessOptions): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: new URLSearchParams(location.search).get('lang') ?? 'en_US',
    fallbackLng: 'en_US',
    resources: {},
    interpolation: { escapeValue: false },
  });
  const el = document.getElementById('root');
  if (!el) return;
  document.title = `${opts.title} (dev harness)`;
  const path = opts.basePath === '/' ? '/*' : `${opts.basePath}/*`;
  createRoot(el).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path={path} element={<App basePath={opts.basePath} />} />
          <Route path="*" element={<App basePath={opts.basePath} />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
