import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '../query/query-client';
import type { RemoteAppProps } from '../contracts';
import { createHarnessPlatform } from './harness-platform';

export interface DevHarnessOptions {
  basePath: string;
  title: string;
}

/**
 * Runs one remote alone, with what the host provides (router, the one i18n instance with the common
 * namespace, the one API client, the one QueryClient, the shared stores as singletons), so its team can work without the
 * host or the other remotes, and its exposes never need to make these themselves.
 */
export function mountDevHarness(App: ComponentType<RemoteAppProps>, opts: DevHarnessOptions): Promise<void> {
  const { i18n } = createHarnessPlatform(new URLSearchParams(location.search).get('lang'));
  const el = document.getElementById('root');
  if (!el) return Promise.resolve();
  document.title = `${opts.title} (dev harness)`;
  const path = opts.basePath === '/' ? '/*' : `${opts.basePath}/*`;
  createRoot(el).render(
    <StrictMode>
      <QueryClientProvider client={getQueryClient()}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <Routes>
              <Route path={path} element={<App basePath={opts.basePath} />} />
              <Route path="*" element={<App basePath={opts.basePath} />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return Promise.resolve();
}
