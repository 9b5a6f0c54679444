import { renderHook } from '@testing-library/react';
import { createRealtime, echoOptions, subscribe, getRealtime } from '../realtime';
import type { EchoLike, RealtimeOptions } from '../realtime';
import { channels } from '../events';
import { useChannel } from '../use-channel';
import { expectFiresAfter } from '../../test-support/fake-timers';

type Cb = (p: never) => void;
class FakeChannel {
  listeners = new Map<string, Set<Cb>>();
  listen(event: string, cb: Cb): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(cb);
    return this;
  }
  stopListening(event: string, cb?: Cb): this {
    if (cb) this.listeners.get(event)?.delete(cb);
    else this.listeners.delete(event);
    return this;
  }
  emit(event: string, payload: unknown): void {
    for (const cb of this.listeners.get(event) ?? []) (cb as (p: unknown) => void)(payload);
  }
}
class FakeEcho implements EchoLike {
  connector?: EchoLike['connector'];
  joined = new Map<string, FakeChannel>();
  left: string[] = [];
  disconnected = false;
  private get(key: string): FakeChannel {
    if (!this.joined.has(key)) this.joined.set(key, new FakeChannel());
    return this.joined.get(key)!;
  }
  channel(name: string): FakeChannel {
    return this.get(name);
  }
  private(name: string): FakeChannel {
    return this.get(`private-${name}`);
  }
  leave(name: string): void {
    this.left.push(name);
    this.joined.delete(name);
    this.joined.delete(`private-${name}`);
  }
  disconnect(): void {
    this.disconnected = true;
  }
}

const options = (echo: FakeEcho, created: { n: number }): RealtimeOptions => ({
  key: 'k',
  wsHost: 'localhost',
  wsPort: 6001,
  forceTLS: false,
  authEndpoint: '/api/broadcasting/auth',
  getToken: () => 'T',
  createEcho: () => {
    created.n += 1;
    return Promise.resolve(echo);
  },
});
const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('real time (spec 4 and DESIGN 5)', () => {
  afterEach(() => jest.useRealTimers());

  test('channels: web_member, web_api.{currency}, private member.{id}, template channels', () => {
    expect(channels.webMember()).toEqual({ name: 'web_member', private: false });
    expect(channels.webApi('BDT')).toEqual({ name: 'web_api.BDT', private: false });
    expect(channels.member(7)).toEqual({ name: 'member.7', private: true });
    expect(channels.template('site02')).toEqual({ name: 'site02', private: false });
  });

  test('one Echo instance, created lazily on first use', async () => {
    const echo = new FakeEcho();
    const created = { n: 0 };
    const rt = createRealtime(options(echo, created));
    expect(created.n).toBe(0);
    const a = await rt.connect();
    const b = await rt.connect();
    expect(a).toBe(b);
    expect(created.n).toBe(1);
  });

  test("the connection waits for connectAfter (a visitor's first view) and subscriptions made meanwhile bind after it", async () => {
    const echo = new FakeEcho();
    const created = { n: 0 };
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const rt = createRealtime({ ...options(echo, created), connectAfter: () => gate });
    const h = jest.fn();
    rt.subscribe(channels.webMember(), 'cs-link', h);
    await flush();
    expect(created.n).toBe(0);
    expect(echo.joined.size).toBe(0);
    expect(rt.refCount(channels.webMember())).toBe(1);
    open();
    await flush();
    expect(created.n).toBe(1);
    echo.joined.get('web_member')!.emit('cs-link', { url: 'https://cs.example' });
    expect(h).toHaveBeenCalledWith({ url: 'https://cs.example' });
  });

  test('subscriptions are ref-counted and the channel is left after the last unsubscribe', async () => {
    const echo = new FakeEcho();
    const rt = createRealtime(options(echo, { n: 0 }));
    const h1 = jest.fn();
    const h2 = jest.fn();
    const off1 = rt.subscribe(channels.member(1), 'member-cash', h1);
    const off2 = subscribe(channels.member(1), 'login', h2);
    await flush();
    expect(rt.refCount(channels.member(1))).toBe(2);
    echo.joined.get('private-member.1')!.emit('member-cash', { total: 5 });
    echo.joined.get('private-member.1')!.emit('login', { token: 'x', member_id: 1 });
    expect(h1).toHaveBeenCalledWith({ total: 5 });
    expect(h2).toHaveBeenCalledWith({ token: 'x', member_id: 1 });
    off1();
    off1();
    expect(echo.left).toEqual([]);
    echo.joined.get('private-member.1')!.emit('member-cash', { total: 6 });
    expect(h1).toHaveBeenCalledTimes(1);
    off2();
    expect(echo.left).toEqual(['member.1']);
    expect(rt.refCount(channels.member(1))).toBe(0);
  });

  test('an unsubscribe before the connection resolves never binds', async () => {
    const echo = new FakeEcho();
    const rt = createRealtime(options(echo, { n: 0 }));
    const off = rt.subscribe(channels.webMember(), 'carousel', jest.fn());
    off();
    await flush();
    expect(echo.joined.size).toBe(0);
  });

  test('member channel: logs out when the private channel is missing after 2 s', () => {
    jest.useFakeTimers();
    const rt = createRealtime(options(new FakeEcho(), { n: 0 }));
    const logout = jest.fn();
    rt.watchMemberChannel(1, () => false, logout);
    expectFiresAfter(logout, 2000);
  });

  test('member channel: no logout when subscribed, or when cancelled', () => {
    jest.useFakeTimers();
    const rt = createRealtime(options(new FakeEcho(), { n: 0 }));
    const logout = jest.fn();
    rt.watchMemberChannel(1, () => true, logout);
    rt.watchMemberChannel(2, () => false, logout)();
    rt.subscribe(channels.member(3), 'game-url', jest.fn());
    rt.watchMemberChannel(3, () => false, logout);
    jest.advanceTimersByTime(3000);
    expect(logout).not.toHaveBeenCalled();
  });

  test('useChannel: subscribes on mount, calls the latest handler, leaves on unmount', async () => {
    const echo = new FakeEcho();
    createRealtime(options(echo, { n: 0 }));
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ h }) => useChannel(channels.webApi('BDT'), 'carousel', h), {
      initialProps: { h: first },
    });
    await flush();
    rerender({ h: second });
    echo.joined.get('web_api.BDT')!.emit('carousel', {});
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(echo.left).toEqual(['web_api.BDT']);
    renderHook(() => useChannel(null, 'carousel', jest.fn()));
  });

  test('disconnect drops the instance; subscribe before the host created one is a no-op', async () => {
    const echo = new FakeEcho();
    const rt = createRealtime(options(echo, { n: 0 }));
    await rt.connect();
    rt.disconnect();
    expect(echo.disconnected).toBe(true);
    expect(getRealtime()).toBe(rt);
  });

  test('the member-channel authorisation reads the token at each (re)authorisation, not once at connect', () => {
    let token: string | null = null;
    const o = echoOptions({
      key: 'k',
      wsHost: 'h',
      wsPort: 6001,
      forceTLS: false,
      authEndpoint: '/broadcasting/auth',
      getToken: () => token,
    });
    const headers = o.channelAuthorization.headersProvider;
    expect(o.channelAuthorization.endpoint).toBe('/broadcasting/auth');
    // Connected before login (public channels only): no authorization header.
    expect(headers()).toEqual({});
    token = 'abc';
    expect(headers()).toEqual({ authorization: 'Bearer abc' });
    token = 'Bearer next';
    expect(headers()).toEqual({ authorization: 'Bearer next' });
    expect(o.enabledTransports).toEqual(['ws']);
    expect(
      echoOptions({
        ...{ key: 'k', wsHost: 'h', wsPort: 443, authEndpoint: '/a', getToken: () => null },
        forceTLS: true,
      }).enabledTransports,
    ).toEqual(['wss']);
  });

  test('default factory: imports laravel-echo and pusher-js lazily and builds a pusher Echo', async () => {
    const rt = createRealtime({
      key: 'k',
      wsHost: '127.0.0.1',
      wsPort: 1,
      forceTLS: false,
      authEndpoint: '/auth',
      getToken: () => 'Bearer T',
    });
    const echo = await rt.connect();
    expect(typeof echo.channel).toBe('function');
    rt.disconnect();
  });

  test('onReconnect: called when the connection is up again after a drop, not at the first connect', async () => {
    const echo = new FakeEcho();
    const stateChanges: ((change: { previous: string; current: string }) => void)[] = [];
    echo.connector = {
      pusher: {
        connection: {
          bind: (_event: 'state_change', cb: (change: { previous: string; current: string }) => void) =>
            stateChanges.push(cb),
        },
      },
    };
    const rt = createRealtime(options(echo, { n: 0 }));
    const calls: string[] = [];
    const off = rt.onReconnect(() => calls.push('refetch'));
    await rt.connect();
    expect(stateChanges).toHaveLength(1);
    const change = (previous: string, current: string) => stateChanges[0]!({ previous, current });
    change('initialized', 'connecting');
    change('connecting', 'connected');
    expect(calls).toEqual([]);
    change('connected', 'connecting');
    change('connecting', 'unavailable');
    expect(calls).toEqual([]);
    change('unavailable', 'connected');
    expect(calls).toEqual(['refetch']);
    off();
    change('connected', 'connecting');
    change('connecting', 'connected');
    expect(calls).toEqual(['refetch']);
  });
});
