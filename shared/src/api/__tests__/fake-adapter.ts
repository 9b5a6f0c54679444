import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from '../client';

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** 'timeout' | 'network' | 'hang' (waits until aborted) */
  fail?: 'timeout' | 'network' | 'hang';
}
export type Responder = (config: InternalAxiosRequestConfig, n: number) => FakeReply;

/** A fake axios transport: records each request and answers with the responder. */
export function fakeAdapter(responder: Responder): {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
} {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    calls.push(config);
    const r = responder(config, calls.length);
    if (r.fail === 'timeout')
      return Promise.reject(new AxiosError('timeout', AxiosError.ECONNABORTED, config));
    if (r.fail === 'network')
      return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    if (r.fail === 'hang') {
      return new Promise((_, reject) => {
        const signal = config.signal as AbortSignal | undefined;
        signal?.addEventListener('abort', () =>
          reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config)),
        );
      });
    }
    const response: AxiosResponse = {
      data: r.body,
      status: r.status ?? 200,
      statusText: String(r.status ?? 200),
      headers: new AxiosHeaders(r.headers ?? {}),
      config,
    };
    const status = response.status;
    if (status >= 200 && status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(`status ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response),
    );
  };
  return { adapter, calls };
}

export const ok = (data: unknown = null): FakeReply => ({ body: { code: 100, message: 'ok', data } });

/**
 * Makes the current API client one on a fake transport, for the endpoint tests of a file: every
 * test starts with no recorded calls and an ok() reply; `answer` sets the reply of the next calls.
 */
export function installFakeClient(lang = 'en_US'): {
  calls: InternalAxiosRequestConfig[];
  answer(reply: FakeReply): void;
} {
  let reply: FakeReply = ok();
  const { adapter, calls } = fakeAdapter(() => reply);
  createApiClient({
    adapter,
    getToken: () => 't',
    setToken: () => undefined,
    getLang: () => lang,
    onUnauthorized: () => undefined,
  });
  beforeEach(() => {
    calls.length = 0;
    reply = ok();
  });
  return {
    calls,
    answer: (next) => {
      reply = next;
    },
  };
}
