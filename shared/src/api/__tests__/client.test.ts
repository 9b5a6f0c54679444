import { createApiClient, getApiClient, apiPost, apiGet, apiRead, resolvePath, bearer } from '../client';
import { ApiError, isAbortError, isApiError } from '../api-error';
import { fakeAdapter, ok } from './fake-adapter';
import { REQUEST_RETRY_COUNT } from '../../constants';
import type { Responder } from './fake-adapter';

function setup(responder: Responder, token: string | null = 'T1') {
  const state = { token, lang: 'en_US', logouts: 0 };
  const { adapter, calls } = fakeAdapter(responder);
  const client = createApiClient({
    baseURL: 'http://api.test',
    adapter,
    getToken: () => state.token,
    setToken: (t) => {
      state.token = t;
    },
    getLang: () => state.lang,
    onUnauthorized: () => {
      state.logouts += 1;
      state.token = null;
    },
  });
  return { client, calls, state };
}

const RETRY = [408, 409, 425, 429, 500, 502, 503, 504];

describe('api client (spec 7 General)', () => {
  test('headers: every call carries lang and authorization from the stored token', async () => {
    const { calls } = setup(() => ok());
    await apiPost('/member/profile/my_cash');
    const h = calls[0]!.headers;
    expect(h.get('lang')).toBe('en_US');
    expect(h.get('authorization')).toBe('Bearer T1');
  });

  test('headers: a visitor call has no authorization header', async () => {
    const { calls } = setup(() => ok(), null);
    await apiPost('/v3/game_list');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  test('token: a returned authorization response header becomes the stored token', async () => {
    const { state, calls } = setup(() => ({ ...ok(), headers: { authorization: 'Bearer NEW' } }));
    await apiPost('/login');
    expect(state.token).toBe('Bearer NEW');
    await apiPost('/member/profile');
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer NEW');
  });

  test('token: also taken from an error response header', async () => {
    const { state } = setup(() => ({
      status: 400,
      headers: { authorization: 'X9' },
      body: { code: 400, message: 'bad' },
    }));
    await expect(apiPost('/x')).rejects.toBeInstanceOf(ApiError);
    expect(state.token).toBe('X9');
  });

  test('prefix: relative paths get /api; /api paths, own-server routes and absolute urls are kept', () => {
    expect(resolvePath('/login')).toBe('/api/login');
    expect(resolvePath('member/profile')).toBe('/api/member/profile');
    expect(resolvePath('/api/fb_tracking')).toBe('/api/fb_tracking');
    expect(resolvePath('/api')).toBe('/api');
    expect(resolvePath('/clientCaptcha', true)).toBe('/clientCaptcha');
    expect(resolvePath('https://cdn.test/a.json')).toBe('https://cdn.test/a.json');
    expect(resolvePath('//cdn.test/a.json')).toBe('//cdn.test/a.json');
  });

  test('bearer: an already-prefixed token is sent as is', () => {
    expect(bearer('Bearer a')).toBe('Bearer a');
    expect(bearer('a')).toBe('Bearer a');
  });

  test('timeout: the instance timeout is 30 s (spec 9)', async () => {
    const { client, calls } = setup(() => ok());
    expect(client.axios.defaults.timeout).toBe(30_000);
    await apiPost('/x');
    expect(calls[0]!.timeout).toBe(30_000);
  });

  test('reply: code/message/data shape resolves to ApiReply', async () => {
    setup(() => ({ body: { code: 1000, message: 'fine', data: { a: 1 } } }));
    await expect(apiPost('/x')).resolves.toEqual({ code: 1000, message: 'fine', data: { a: 1 } });
  });

  test('reply: header.status/desc/body shape resolves to the same ApiReply', async () => {
    setup(() => ({ body: { header: { status: '100', desc: 'ok' }, body: [1, 2] } }));
    await expect(apiPost('/x')).resolves.toEqual({ code: 100, message: 'ok', data: [1, 2] });
  });

  test('reply: a JSON string body is parsed', async () => {
    setup(() => ({ body: JSON.stringify({ code: 100, message: 'm', data: 3 }) }));
    await expect(apiPost('/x')).resolves.toMatchObject({ data: 3 });
  });

  test('success codes: anything but 100/1000 rejects with ApiError {code, message, data, flow}', async () => {
    setup(() => ({ body: { code: 101, message: 'wrong account', data: { n: 1 } } }));
    const err: unknown = await apiPost('/login', {}, { flow: 'login' }).catch((e: unknown) => e);
    expect(isApiError(err)).toBe(true);
    expect(err).toMatchObject({ code: 101, message: 'wrong account', data: { n: 1 }, flow: 'login' });
  });

  test('reply: an unreadable body rejects with networkError', async () => {
    setup(() => ({ body: '<html>' }));
    await expect(apiPost('/x')).rejects.toMatchObject({ code: 'networkError' });
  });

  test.each(RETRY)('retry: a GET is retried once on status %i', async (status) => {
    const { calls } = setup((_, n) => (n === 1 ? { status } : ok('second')));
    await expect(apiGet('/x')).resolves.toMatchObject({ data: 'second' });
    expect(calls).toHaveLength(2);
  });

  test.each(RETRY)('retry: an idempotent read POST is retried once on status %i', async (status) => {
    const { calls } = setup((_, n) => (n === 1 ? { status } : ok('second')));
    await expect(apiRead('/v3/game_list', {})).resolves.toMatchObject({ data: 'second' });
    expect(calls).toHaveLength(2);
  });

  test.each(RETRY)('retry: a mutating POST is never retried on status %i', async (status) => {
    const { calls } = setup(() => ({ status }));
    await expect(apiPost('/register', {})).rejects.toMatchObject({ code: status, status });
    expect(calls).toHaveLength(1);
  });

  test('retry: REQUEST_RETRY_COUNT (spec 7) retries, then the failure rejects', async () => {
    const { calls } = setup(() => ({ status: 503, body: { code: 503, message: 'down' } }));
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 503, message: 'down' });
    expect(REQUEST_RETRY_COUNT).toBe(1);
    expect(calls).toHaveLength(1 + REQUEST_RETRY_COUNT);
  });

  test('retry: HEAD and OPTIONS are retried, 404 is not', async () => {
    const a = setup((_, n) => (n === 1 ? { status: 500 } : ok()));
    await getApiClient().request({ method: 'HEAD', path: '/x' });
    expect(a.calls).toHaveLength(2);
    const b = setup((_, n) => (n === 1 ? { status: 500 } : ok()));
    await getApiClient().request({ method: 'OPTIONS', path: '/x' });
    expect(b.calls).toHaveLength(2);
    const c = setup(() => ({ status: 404 }));
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 404 });
    expect(c.calls).toHaveLength(1);
  });

  test('401: every pending call is aborted and the forced logout runs exactly once', async () => {
    const { state, client } = setup((config) =>
      config.url?.includes('hang') ? { fail: 'hang' } : { status: 401 },
    );
    const letter = apiRead('/arks/web/member/letter', {}).catch((e: unknown) => e);
    const envelope = apiRead('/arks/web/activity/red_envelope_promotion').catch((e: unknown) => e);
    const pendingLayout = apiRead('/hang/layout').catch((e: unknown) => e);
    const pendingEnvelope = apiRead('/hang/envelope').catch((e: unknown) => e);
    const results = await Promise.all([letter, envelope, pendingLayout, pendingEnvelope]);
    expect(state.logouts).toBe(1);
    expect(results[0]).toMatchObject({ code: 401 });
    expect(results[1]).toMatchObject({ code: 401 });
    expect(isAbortError(results[2])).toBe(true);
    expect(isAbortError(results[3])).toBe(true);
    expect(client.pendingCount()).toBe(0);
  });

  test('401: a later session (new token) that gets 401 logs out again', async () => {
    const { state } = setup(() => ({ status: 401 }));
    await apiPost('/a').catch(() => undefined);
    expect(state.logouts).toBe(1);
    state.token = 'T2';
    await apiPost('/b').catch(() => undefined);
    expect(state.logouts).toBe(2);
  });

  test('timeout: maps to requestTimeout', async () => {
    setup(() => ({ fail: 'timeout' }));
    await expect(apiPost('/x')).rejects.toMatchObject({ code: 'requestTimeout', message: 'requestTimeout' });
  });

  test('network: a failure without response maps to networkError', async () => {
    setup(() => ({ fail: 'network' }));
    await expect(apiGet('/x')).rejects.toMatchObject({ code: 'networkError', message: 'networkError' });
  });

  test('abort: a caller signal aborts the call', async () => {
    setup(() => ({ fail: 'hang' }));
    const ctl = new AbortController();
    const p = apiPost('/x', {}, { signal: ctl.signal });
    ctl.abort();
    await expect(p).rejects.toMatchObject({ code: 'aborted' });
    const pre = new AbortController();
    pre.abort();
    await expect(apiPost('/y', {}, { signal: pre.signal })).rejects.toMatchObject({ code: 'aborted' });
  });

  test('abortAll: aborts calls in flight', async () => {
    const { client } = setup(() => ({ fail: 'hang' }));
    const p = apiGet('/x');
    expect(client.pendingCount()).toBe(1);
    client.abortAll();
    await expect(p).rejects.toMatchObject({ code: 'aborted' });
  });

  test('raw: static files resolve their body as is', async () => {
    setup(() => ({ body: { id: 'b1' } }));
    await expect(
      getApiClient().requestRaw({ method: 'GET', path: '/builds/latest.json', root: true }),
    ).resolves.toEqual({ id: 'b1' });
  });

  test('non-axios failure maps to networkError', async () => {
    const { client } = setup(() => ok());
    client.axios.interceptors.request.use(() => {
      throw new Error('boom');
    });
    await expect(apiPost('/x')).rejects.toMatchObject({ code: 'networkError' });
  });
});
