import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { createApiClient, createI18n, getQueryClient } from '@mfp/shared';
import { createQueryWrapper } from '@mfp/shared/test-support/query-wrapper';
import App from '../exposes/app';

export interface Call {
  url: string;
  body: Record<string, unknown>;
}
export interface Reply {
  code: number;
  message?: string;
  data?: unknown;
}
/** An answer, or a promise of one to hold the call open (a slow server). */
export type Route = (body: Record<string, unknown>, n: number) => Reply | Promise<Reply>;

/** A fake server: one answer function per API path; records every call. */
export function fakeServer(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
    calls.push({ url, body });
    const route = routes[url];
    const reply = route ? route(body, calls.filter((c) => c.url === url).length) : { code: 100, data: null };
    return Promise.resolve(reply).then(
      (data): AxiosResponse => ({ data: { message: '', ...data }, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config }),
    );
  };
  createApiClient({ adapter, getToken: () => 't', setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined });
  return { calls, count: (url: string) => calls.filter((c) => c.url === url).length };
}

createI18n('en_US');

const emptied = <C extends { clear(): void }>(client: C): C => {
  client.clear();
  return client;
};

/** A reply the test releases when it wants: the call stays open (the submit busy) until then. */
export function heldReply(reply: Reply) {
  let release: () => void = () => undefined;
  const held = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: (): Promise<Reply> => held, release };
}

/** Renders the member-center app at a /user path, as the host mounts it. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/user/*" element={<App basePath="/user" />} />
      </Routes>
    </MemoryRouter>,
    // The page's one QueryClient (shared flows such as refreshWallet use it too), emptied for each render.
    { wrapper: createQueryWrapper(emptied(getQueryClient())).wrapper },
  );
}
