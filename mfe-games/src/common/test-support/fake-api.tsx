import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createApiClient } from '@mfp/shared';
import { createQueryWrapper } from '@mfp/shared/test-support/query-wrapper';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';

/** Jest: i18n in en_US (keys shown as text) and an api client whose calls `reply(url, body)` answers with the server's ok envelope. */
export function withFakeApi(reply: (url: string, body: Record<string, unknown>) => unknown): void {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
    const data = { code: 100, message: 'ok', data: reply(String(config.url), body) ?? null };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'en_US', resources: {} });
    createApiClient({ getToken: () => null, setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined, adapter });
  });
}

/** Renders `element` as the route `path` of a router opened at `url`, with a fresh query client. */
export function renderAtRoute(path: string, url: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
    { wrapper: createQueryWrapper().wrapper },
  );
}
