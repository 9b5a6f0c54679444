import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosResponse, Method } from 'axios';
import { ApiError } from './api-error';
import type { ApiReply } from '../types';
import type { ErrorFlow } from '../errors';
import { readReply } from './reply';
import {
  API_PREFIX,
  REQUEST_RETRY_COUNT,
  REQUEST_TIMEOUT_MS,
  UNAUTHORIZED_STATUS,
  isRetryableStatus,
  isSuccessCode,
} from '../constants';

/** What the host gives the one client: token and language accessors and the forced-logout hook. */
export interface ApiClientOptions {
  /** Origin of the API ('' for same origin). Relative paths are prefixed with /api. */
  baseURL?: string;
  getToken: () => string | null;
  setToken: (token: string) => void;
  getLang: () => string;
  /** Runs once per 401 burst, after every pending call is aborted. */
  onUnauthorized: () => void;
  /** Test seam: a fake transport. */
  adapter?: AxiosAdapter;
}

/** Per-call options on top of method, path, body and query. */
export interface ApiCallOptions {
  /** A POST that only reads (most product reads are POST): retried like a GET. */
  idempotent?: boolean;
  /** An own-server route (/clientCaptcha, /check_iframe, /get_info_data, build files): no /api prefix. */
  root?: boolean;
  /** The error-catalogue flow the failure belongs to (login, register, ...), carried on ApiError. */
  flow?: ErrorFlow;
  /** Return the body as is (static files): no reply shape, no success-code check. */
  raw?: boolean;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number;
}

export interface ApiRequest extends ApiCallOptions {
  method: Method;
  path: string;
  body?: unknown;
}

/** The one client: the axios instance plus the product wrapper around it. */
export interface ApiClient {
  readonly axios: AxiosInstance;
  /** Sends a product call and resolves its reply (success codes only). */
  request<T>(req: ApiRequest): Promise<ApiReply<T>>;
  /** Sends a call and resolves the raw body (static files). */
  requestRaw<T>(req: ApiRequest): Promise<T>;
  /** Aborts every pending call. */
  abortAll(): void;
  /** Number of calls in flight. */
  pendingCount(): number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** Spec 7: relative paths are prefixed /api; absolute URLs, paths already under /api and own-server routes are kept. */
export function resolvePath(path: string, root = false): string {
  if (ABSOLUTE.test(path) || root) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return p === API_PREFIX || p.startsWith(`${API_PREFIX}/`) ? p : `${API_PREFIX}${p}`;
}

/** The authorization header value for a stored token. */
export function bearer(token: string): string {
  return /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
}

/** Creates the one API client (the host calls this once at boot) and makes it the current one. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const pending = new Set<AbortController>();
  let unauthorizedToken: string | null | undefined;

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('lang', options.getLang());
    const token = options.getToken();
    if (token) headers.set('authorization', bearer(token));
    config.headers = headers;
    return config;
  });
  const takeToken = (response: AxiosResponse | undefined): void => {
    const value = response?.headers
      ? AxiosHeaders.from(response.headers as AxiosHeaders).get('authorization')
      : null;
    if (typeof value === 'string' && value.trim() !== '') options.setToken(value.trim());
  };
  instance.interceptors.response.use(
    (response) => {
      takeToken(response);
      return response;
    },
    (error: unknown) => {
      if (error instanceof AxiosError) takeToken(error.response);
      return Promise.reject(error);
    },
  );

  const abortAll = (): void => {
    for (const c of [...pending]) c.abort();
    pending.clear();
  };

  const unauthorized = (): void => {
    abortAll();
    const token = options.getToken();
    if (unauthorizedToken !== undefined && (token === null || token === unauthorizedToken)) return;
    unauthorizedToken = token;
    options.onUnauthorized();
  };

  const send = async (req: ApiRequest): Promise<AxiosResponse<unknown>> => {
    const controller = new AbortController();
    const onOuterAbort = (): void => controller.abort();
    req.signal?.addEventListener('abort', onOuterAbort);
    if (req.signal?.aborted) controller.abort();
    pending.add(controller);
    const retryable = SAFE_METHODS.has(req.method.toUpperCase()) || req.idempotent === true;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await instance.request<unknown>({
            method: req.method,
            url: resolvePath(req.path, req.root),
            data: req.body,
            params: req.params,
            headers: req.headers,
            timeout: req.timeout ?? REQUEST_TIMEOUT_MS,
            signal: controller.signal,
          });
        } catch (error) {
          const status = error instanceof AxiosError ? error.response?.status : undefined;
          if (status === UNAUTHORIZED_STATUS) {
            pending.delete(controller);
            unauthorized();
            throw toApiError(error, req.flow, false);
          }
          const again = attempt < REQUEST_RETRY_COUNT && retryable && isRetryableStatus(status);
          if (!again || controller.signal.aborted)
            throw toApiError(error, req.flow, controller.signal.aborted);
        }
      }
    } finally {
      pending.delete(controller);
      req.signal?.removeEventListener('abort', onOuterAbort);
    }
  };

  const client: ApiClient = {
    axios: instance,
    async request<T>(req: ApiRequest): Promise<ApiReply<T>> {
      const response = await send(req);
      const reply = readReply(response.data);
      if (!reply)
        throw new ApiError({
          code: 'networkError',
          message: 'networkError',
          flow: req.flow,
          status: response.status,
        });
      if (!isSuccessCode(reply.code))
        throw new ApiError({ ...reply, ...(req.flow ? { flow: req.flow } : {}) });
      return reply as ApiReply<T>;
    },
    async requestRaw<T>(req: ApiRequest): Promise<T> {
      const response = await send(req);
      return response.data as T;
    },
    abortAll,
    pendingCount: () => pending.size,
  };
  current = client;
  return client;
}

function toApiError(error: unknown, flow: ErrorFlow | undefined, aborted: boolean): ApiError {
  const f = flow ? { flow } : {};
  if (!(error instanceof AxiosError))
    return new ApiError({ code: 'networkError', message: 'networkError', ...f });
  if (aborted || error.code === AxiosError.ERR_CANCELED)
    return new ApiError({ code: 'aborted', message: 'aborted', ...f });
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    return new ApiError({ code: 'requestTimeout', message: 'requestTimeout', ...f });
  }
  const response = error.response;
  if (!response) return new ApiError({ code: 'networkError', message: 'networkError', ...f });
  const reply = readReply(response.data);
  return new ApiError({
    code: response.status,
    message: reply?.message || response.statusText || 'networkError',
    data: reply?.data ?? null,
    status: response.status,
    ...f,
  });
}

let current: ApiClient | null = null;

/** The client created by the host; throws when the host has not created it yet. */
export function getApiClient(): ApiClient {
  if (!current) throw new Error('@mfp/shared: createApiClient() has not been called by the host');
  return current;
}

/** The one axios instance (for the rare call outside the typed endpoints). */
export function getApiInstance(): AxiosInstance {
  return getApiClient().axios;
}

/** Sends a POST product call through the current client. */
export function apiPost<T>(path: string, body?: unknown, options: ApiCallOptions = {}): Promise<ApiReply<T>> {
  return getApiClient().request<T>({ ...options, method: 'POST', path, body });
}

/** Sends a GET product call through the current client. */
export function apiGet<T>(
  path: string,
  params?: Record<string, unknown>,
  options: ApiCallOptions = {},
): Promise<ApiReply<T>> {
  return getApiClient().request<T>({ ...options, method: 'GET', path, ...(params ? { params } : {}) });
}

/** A read-only POST (retried once on the retry statuses). */
export function apiRead<T>(path: string, body?: unknown, options: ApiCallOptions = {}): Promise<ApiReply<T>> {
  return apiPost<T>(path, body, { ...options, idempotent: true });
}
