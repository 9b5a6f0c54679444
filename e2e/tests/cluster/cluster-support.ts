import type { Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { api } from '../../support/api';
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

/** A captcha issued to `localAddress` (waiting out the per-IP captcha rate when hit). */
async function captchaFor(localAddress: string): Promise<{ token: string; answer: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const data = (await callFrom(localAddress, 'POST', '/api/captcha', { type: 1, site_id: '1' })).json
      .data as { token?: string } | null;
    if (data?.token) {
      const answer = (
        (await (await fetch(`${API_URL}/__test/captcha/${data.token}`)).json()) as {
          data: { answer: string };
        }
      ).data.answer;
      return { token: data.token, answer };
    }
    await new Promise((r) => setTimeout(r, 1_100));
  }
  throw new Error(`no captcha for ${localAddress}`);
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

/** The Pusher frames a page sends and receives on each of its websockets. */
export function watchPageSockets(page: Page) {
  const sockets: { sent: string[]; received: string[]; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const s = { sent: [] as string[], received: [] as string[], closed: false };
    sockets.push(s);
    ws.on('framesent', (f) => s.sent.push(String(f.payload)));
    ws.on('framereceived', (f) => s.received.push(String(f.payload)));
    ws.on('close', () => (s.closed = true));
  });
  const subscribed = (s: (typeof sockets)[number], channel: string) =>
    s.received.some(
      (p) => p.includes('pusher_internal:subscription_succeeded') && p.includes(`"${channel}"`),
    );
  const subscribes = (s: (typeof sockets)[number]) =>
    s.sent.flatMap((p) => {
      const frame = JSON.parse(p) as { event?: string; data?: { channel?: string } };
      return frame.event === 'pusher:subscribe' && frame.data?.channel ? [frame.data.channel] : [];
    });
  const live = () => sockets.filter((s) => !s.closed);
  return { sockets, subscribed, subscribes, live };
}

/** Resolves true as soon as `check` holds, false after `ms`. */
export async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}
