import type { Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { api } from '../../support/api';
import { expect } from '../../support/expect';
import { CLUSTER } from '../../support/cluster';
import { PusherSocket } from '../../support/pusher-client';
import { API_URL } from '../../support/remotes';

export { CLUSTER };

/** The private channel's auth signature, asked through nginx's host origin as pusher-js asks it. */
export async function channelAuth(
  tk: string,
  socketId: string,
  channel: string,
): Promise<{ status: number; auth?: string }> {
  const res = await fetch(`http://127.0.0.1:${CLUSTER.front}/broadcasting/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: tk },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { auth?: string };
  return { status: res.status, ...(body.auth ? { auth: body.auth } : {}) };
}

/** A Pusher socket on one soketi node, subscribed to a member's private channel. */
export async function memberSocketOn(
  port: number,
  key: string,
  member: { id: number; tk: string },
): Promise<PusherSocket> {
  const socket = await PusherSocket.connect(port, key);
  const channel = `private-member.${member.id}`;
  const { auth } = await channelAuth(member.tk, socket.socketId, channel);
  if (!auth) throw new Error(`no auth for ${channel}`);
  if ((await socket.subscribe(channel, auth)) !== 'ok') throw new Error(`${channel} refused`);
  return socket;
}

/** One socket on each soketi node, both subscribed to web_member, closed once `use` has ended. */
export async function withWebMemberOnBothNodes(
  key: string,
  use: (onA: PusherSocket, onB: PusherSocket) => Promise<void>,
): Promise<void> {
  const onA = await PusherSocket.connect(CLUSTER.soketi.a, key);
  const onB = await PusherSocket.connect(CLUSTER.soketi.b, key);
  try {
    for (const [node, socket] of [['a', onA], ['b', onB]] as const)
      if ((await socket.subscribe('web_member')) !== 'ok') throw new Error(`web_member refused on node ${node}`);
    await use(onA, onB);
  } finally {
    onA.close();
    onB.close();
  }
}

type Answer = { status: number; json: { code: number; data: unknown } };

/** The soketi node (its port) that answered a plain request through nginx's socket origin. */
export async function socketFrontAnsweredBy(): Promise<number | undefined> {
  const res = await fetch(`http://127.0.0.1:${CLUSTER.socketFront}/`);
  await res.arrayBuffer();
  const tried = (res.headers.get('x-mfp-upstream') ?? '').split(', ');
  return res.ok && tried.length === 1 ? Number(tried[0]!.split(':')[1]) : undefined;
}

/** A call to the host origin (nginx) from a given loopback source address, as another client would make it. */
export function callFrom(
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const sent = payload
    ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
    : {};
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: CLUSTER.front,
        path,
        method,
        localAddress,
        headers: { ...sent, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(text || '{}') as { code: number; data: unknown },
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A captcha issued to `localAddress`. The API issues one address 20 a second and answers 101 past that (a
 * refusal is not counted): asked again until the oldest of the last second has aged out.
 */
async function captchaFor(localAddress: string): Promise<{ token: string; answer: string }> {
  let token = '';
  let code = 0;
  await expect
    .poll(
      async () => {
        const { json } = await callFrom(localAddress, 'POST', '/api/captcha', { type: 1, site_id: '1' });
        code = json.code;
        token = (json.data as { token?: string } | null)?.token ?? '';
        // Any refusal but the per-second limit is an answer: stop asking.
        return token !== '' || code !== 101;
      },
      { timeout: 5_000, message: `a captcha for ${localAddress}` },
    )
    .toBe(true);
  if (!token) throw new Error(`no captcha for ${localAddress}: code ${code}`);
  const answer = ((await (await fetch(`${API_URL}/__test/captcha/${token}`)).json()) as { data: { answer: string } }).data.answer;
  return { token, answer };
}

/** One login attempt through nginx from `localAddress`, with a fresh captcha and login header; its code. */
export async function loginFrom(
  localAddress: string,
  account: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const { token, answer } = await captchaFor(localAddress);
  const loginHeader = (await callFrom(localAddress, 'GET', '/api/get_login_header')).json.data as Record<
    string,
    string
  >;
  const reply = await callFrom(
    localAddress,
    'POST',
    '/api/login',
    {
      account,
      password: 'Wrong1234',
      site_id: '1',
      answer,
      captcha_token: token,
      udid: 'cluster-e2e',
      device: 'pc',
    },
    { ...loginHeader, ...headers },
  );
  return reply.json.code;
}

/** The member's total as the server has it. */
export async function serverTotal(tk: string): Promise<number> {
  return Number((await api<{ total: number | string }>('/api/member/profile/my_cash', {}, tk)).data.total);
}

/** The Pusher frames a page sends and receives on each of its websockets (received ones with their arrival time). */
export function watchPageSockets(page: Page) {
  const sockets: { sent: string[]; received: { at: number; payload: string }[]; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const s: (typeof sockets)[number] = { sent: [], received: [], closed: false };
    sockets.push(s);
    ws.on('framesent', (f) => s.sent.push(String(f.payload)));
    ws.on('framereceived', (f) => s.received.push({ at: Date.now(), payload: String(f.payload) }));
    ws.on('close', () => (s.closed = true));
  });
  type Socket = (typeof sockets)[number];
  const frames = (s: Socket) =>
    s.received.map((r) => ({ at: r.at, ...(JSON.parse(r.payload) as { event?: string; channel?: string; data?: unknown }) }));
  /** When the socket's subscription to `channel` succeeded, if it has. */
  const subscribedAt = (s: Socket, channel: string) =>
    frames(s).find((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel)?.at;
  const subscribed = (s: Socket, channel: string) => subscribedAt(s, channel) !== undefined;
  /** The payloads of `event` the socket received on `channel`. */
  const events = (s: Socket, channel: string, event: string) =>
    frames(s)
      .filter((f) => f.event === event && f.channel === channel)
      .map((f) => (typeof f.data === 'string' ? JSON.parse(f.data) : f.data) as Record<string, unknown>);
  const subscribes = (s: Socket) =>
    s.sent.flatMap((p) => {
      const frame = JSON.parse(p) as { event?: string; data?: { channel?: string } };
      return frame.event === 'pusher:subscribe' && frame.data?.channel ? [frame.data.channel] : [];
    });
  const live = () => sockets.filter((s) => !s.closed);
  return { sockets, subscribed, subscribedAt, events, subscribes, live };
}

/** A request the load sends through nginx to the host servers, and the one status a live host server answers. */
export interface HostRequest {
  method: 'GET' | 'HEAD' | 'OPTIONS' | 'POST';
  path: string;
  status: number;
}

const requestName = (r: HostRequest) => `${r.method} ${r.path}`;

/** What the load saw while one window of the faults test lasted (requests counted by the window they were sent in). */
export interface LoadWindow {
  name: string;
  /** Per request: how many answered its status. */
  passed: Map<string, number>;
  failures: string[];
  /** Per passed request: the host servers nginx tried, in order (X-Mfp-Upstream). */
  tried: string[][];
}

const runningLoads = new Set<() => Promise<void>>();

/** Stops every load still running: a test that timed out never reached its own stop. */
export async function stopHostLoads(): Promise<void> {
  await Promise.all([...runningLoads].map((stop) => stop()));
}

/**
 * `clients` loops sending `requests` in turn through nginx's host origin until stopped, each answer checked
 * against its one status and counted in the window it was sent in: `firstWindow` at once, each `window(name)`
 * from then on. `missing` says what a window still lacks.
 */
export function hostLoad(requests: readonly HostRequest[], clients: number, firstWindow: string) {
  const windows: LoadWindow[] = [];
  let running = true;
  const window = (name: string): LoadWindow => {
    const w: LoadWindow = { name, passed: new Map(), failures: [], tried: [] };
    windows.push(w);
    return w;
  };
  window(firstWindow);
  const send = async (r: HostRequest, w: LoadWindow) => {
    try {
      const res = await fetch(`http://127.0.0.1:${CLUSTER.front}${r.path}`, { method: r.method });
      await res.arrayBuffer();
      if (res.status !== r.status) {
        w.failures.push(`${requestName(r)}: ${res.status} (${res.headers.get('x-mfp-upstream') ?? 'no host server'})`);
        return;
      }
      w.passed.set(requestName(r), (w.passed.get(requestName(r)) ?? 0) + 1);
      w.tried.push((res.headers.get('x-mfp-upstream') ?? '').split(', ').filter(Boolean));
    } catch (e) {
      w.failures.push(`${requestName(r)}: ${(e as Error).message}`);
    }
  };
  const client = async (i: number) => {
    for (let n = i; running; n++) await send(requests[n % requests.length]!, windows[windows.length - 1]!);
  };
  const loops = Array.from({ length: clients }, (_, i) => client(i));
  const stop = async () => {
    running = false;
    runningLoads.delete(stop);
    await Promise.all(loops);
  };
  runningLoads.add(stop);
  /** Host servers by port: how many answers came from `port` alone, and how many nginx passed from `port` to the other. */
  const answeredBy = (w: LoadWindow, port: number) =>
    w.tried.filter((t) => t.length === 1 && t[0] === `127.0.0.1:${port}`).length;
  const passedOver = (w: LoadWindow, port: number) =>
    w.tried.filter((t) => t.length === 2 && t[0] === `127.0.0.1:${port}`).length;
  /** What `w` lacks of `min` passed answers with each request among them, and of `also` (empty: nothing). */
  const missing = (w: LoadWindow, min: number, also: Record<string, boolean> = {}): string[] => {
    const passed = [...w.passed.values()].reduce((a, b) => a + b, 0);
    return [
      ...(passed < min ? [`${passed} of ${min} answers`] : []),
      ...requests.filter((r) => !w.passed.has(requestName(r))).map((r) => `no answer to ${requestName(r)}`),
      ...Object.entries(also).flatMap(([what, ok]) => (ok ? [] : [what])),
      ...w.failures.slice(0, 5),
      ...(w.failures.length > 5 ? [`and ${w.failures.length - 5} more failures`] : []),
    ];
  };
  return { windows, window, stop, answeredBy, passedOver, missing };
}
