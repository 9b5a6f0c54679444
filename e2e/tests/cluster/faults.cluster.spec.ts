import { expect, test } from '../../support/fixtures';
import { cluster, healCluster, pusherApp } from '../../support/cluster';
import { publish } from '../../support/pusher-client';
import { API_URL } from '../../support/remotes';
import { fund, handoff, registerMember } from '../member-center/member-support';
import {
  CLUSTER,
  hostLoad,
  serverTotal,
  socketFrontAnsweredBy,
  stopHostLoads,
  watchPageSockets,
  withWebMemberOnBothNodes,
  type HostRequest,
  type LoadWindow,
} from './cluster-support';

/**
 * The cluster run survives losing one member of each tier. Each test crashes a member (SIGKILL through the
 * run's loopback control server) and leaves the cluster whole for the next: they run one at a time
 * (the cluster project's single worker), but none needs another to have run, or passed, before it.
 */
test.afterEach(async () => {
  await stopHostLoads();
  await fetch(`${API_URL}/__test/fault`, { method: 'DELETE' });
  await healCluster();
});

test('a soketi node killed: the page reconnects through nginx to the other node within 10 s, joins each channel once, reads its wallet again, and takes the next event from its new socket', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = watchPageSockets(page);
  const member = await registerMember();
  const memberChannel = `private-member.${member.id}`;
  const cash = page.getByTestId('header-cash');
  // The page's socket lands on soketi-a for certain: soketi-b is down while the page connects, back before the crash.
  await cluster('kill', 'soketi-b');
  const { enc } = await handoff(member.id);
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect(page.getByTestId('header-account')).toContainText(member.account, { timeout: 60_000 });
  await expect
    .poll(() => watch.live().some((s) => watch.subscribed(s, memberChannel)), { timeout: 30_000 })
    .toBe(true);
  await cluster('start', 'soketi-b');
  // nginx has counted soketi-b failed since the page's socket tried it, and takes it back only once a request
  // to it has ended (a websocket does not): wait for one, or crashing soketi-a now would leave nginx no node.
  await expect
    .poll(socketFrontAnsweredBy, { timeout: 15_000, intervals: [250], message: 'soketi-b back behind nginx' })
    .toBe(CLUSTER.soketi.b);
  const cashCalls: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/member/profile/my_cash') cashCalls.push(Date.now());
  });

  const killedAt = Date.now();
  await cluster('kill', 'soketi-a');
  await expect.poll(() => watch.sockets.every((s) => s.closed), { timeout: 5_000 }).toBe(true);
  const firstSockets = watch.sockets.length;
  // Money arrives while the page's socket is down or coming back: its member-cash event may be lost.
  await fund(member.tk, 1000);

  const newSocket = () =>
    watch.sockets.slice(firstSockets).find((s) => !s.closed && watch.subscribed(s, memberChannel));
  await expect.poll(() => newSocket() !== undefined, { timeout: 10_000 }).toBe(true);
  const socket = newSocket()!;
  expect(
    watch.subscribedAt(socket, memberChannel)! - killedAt,
    'ms from the crash of soketi-a to the member channel joined again through nginx',
  ).toBeLessThan(10_000);

  // One live socket, each channel joined once on it.
  expect(watch.live()).toEqual([socket]);
  const joined = watch.subscribes(socket);
  expect(joined).toContain(memberChannel);
  expect(joined).toContain('web_member');
  expect(new Set(joined).size).toBe(joined.length);

  // The wallet is read again after the reconnect, and the header shows what the server holds.
  await expect.poll(() => cashCalls.some((t) => t >= killedAt), { timeout: 10_000 }).toBe(true);
  expect(await serverTotal(member.tk)).toBe(1000);
  await expect(cash).toHaveText('৳ 1,000.00');

  // Money after the reconnect: the API publishes member-cash through nginx's socket origin to soketi-b, the new
  // socket receives it, and the header shows it from the event alone, the wallet not read again.
  const callsBefore = cashCalls.length;
  await fund(member.tk, 500);
  await expect
    .poll(() => watch.events(socket, memberChannel, 'member-cash').map((e) => Number(e.total)), {
      timeout: 10_000,
    })
    .toContain(1500);
  await expect(cash).toHaveText('৳ 1,500.00');
  expect(cashCalls.slice(callsBefore), 'my_cash requests after the deposit').toEqual([]);
});

test('Redis stopped: each node serves its own sockets and the site works; delivery across nodes resumes both ways when Redis is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const app = pusherApp();
  await withWebMemberOnBothNodes(app.key, async (onA, onB) => {
    await cluster('kill', 'redis');

    // A node without Redis still delivers to its own sockets, on either node.
    for (const [port, socket, url] of [
      [CLUSTER.soketi.a, onA, 'https://during-a.example/'],
      [CLUSTER.soketi.b, onB, 'https://during-b.example/'],
    ] as const) {
      expect(await publish(port, app, 'web_member', 'cs-link', { url })).toBe(200);
      await expect
        .poll(() => socket.received('web_member', 'cs-link').filter((e) => e.data.includes(url)).length, {
          timeout: 5_000,
        })
        .toBe(1);
    }
    // The site keeps working: pages and the API through nginx.
    await page.goto('/');
    await expect(page.getByTestId('lobby-home')).toBeVisible({ timeout: 60_000 });
    expect((await fetch(`http://127.0.0.1:${CLUSTER.front}/api/health`)).status).toBe(200);

    await cluster('start', 'redis');
    // Once both nodes are on Redis again, an event published on one reaches the other. Redis keeps no message:
    // one published before the receiving node had subscribed again is lost, so each poll publishes a new one.
    for (const [port, to, from] of [
      [CLUSTER.soketi.a, onB, 'a'],
      [CLUSTER.soketi.b, onA, 'b'],
    ] as const) {
      let n = 0;
      await expect
        .poll(
          async () => {
            const url = `https://after-${from}-${n++}.example/`;
            expect(await publish(port, app, 'web_member', 'cs-link', { url })).toBe(200);
            return to.received('web_member', 'cs-link').some((e) => e.data.includes(`https://after-${from}-`));
          },
          { timeout: 30_000, intervals: [250], message: `an event published on node ${from} reaches the other` },
        )
        .toBe(true);
    }
    expect(onA.closed || onB.closed).toBe(false);
  });
});

// What nginx sends to the host servers: everything but the backend's prefixes (/api/, /broadcasting/...), which
// go to the API directly. A host server answers pages, its files and the site config to GET and HEAD, a CORS
// preflight to OPTIONS, and 405 to any other method (it proxies no path nginx sends it): a POST answered 405
// was answered by a live host server, where a lost one would be nginx's 502.
const HOST_REQUESTS: readonly HostRequest[] = [
  { method: 'GET', path: '/', status: 200 },
  { method: 'GET', path: '/gameHall/2', status: 200 },
  { method: 'GET', path: '/env-config/local/bd01.json', status: 200 },
  { method: 'HEAD', path: '/', status: 200 },
  { method: 'OPTIONS', path: '/gameHall/2', status: 204 },
  { method: 'POST', path: '/', status: 405 },
];
// Each request twice on average: a window in which the load sent (almost) nothing cannot pass.
const MIN_PER_WINDOW = 2 * HOST_REQUESTS.length;

test('a host server killed under load: every request through nginx gets its answer, before, during and after each kill', async () => {
  test.setTimeout(120_000);
  const { a, b } = CLUSTER.hosts;
  const load = hostLoad(HOST_REQUESTS, 8, 'before the first kill');
  const ready = async (w: LoadWindow, also: Record<string, () => boolean>) =>
    expect
      .poll(
        () => load.missing(w, MIN_PER_WINDOW, Object.fromEntries(Object.entries(also).map(([k, f]) => [k, f()]))),
        { timeout: 30_000, message: `window "${w.name}"` },
      )
      .toEqual([]);
  try {
    const before = load.windows[0]!;
    await ready(before, {
      'an answer from host-a': () => load.answeredBy(before, a) > 0,
      'an answer from host-b': () => load.answeredBy(before, b) > 0,
    });

    // Two requests nginx tried on the dead server first: the one that found it gone, and one it sent there
    // again once its fail_timeout (2 s) had passed. The window then spans both ways nginx meets a dead server.
    const aDown = load.window('host-a down');
    await cluster('kill', 'host-a');
    await ready(aDown, { 'two requests passed from host-a to host-b': () => load.passedOver(aDown, a) >= 2 });

    await cluster('start', 'host-a');
    const aBack = load.window('host-a back');
    await ready(aBack, { 'an answer from host-a again': () => load.answeredBy(aBack, a) > 0 });

    const bDown = load.window('host-b down');
    await cluster('kill', 'host-b');
    await ready(bDown, { 'two requests passed from host-b to host-a': () => load.passedOver(bDown, b) >= 2 });
  } finally {
    await load.stop();
  }
  // Again once every answer is in: a request sent in one window may fail in the next one's kill.
  for (const w of load.windows) expect(load.missing(w, MIN_PER_WINDOW), `window "${w.name}"`).toEqual([]);
});

for (const fault of [
  { name: 'slow (2 s)', body: { delay_ms: 2_000, status: 0 } },
  { name: 'answering 503', body: { delay_ms: 0, status: 503 } },
] as const) {
  test(`the API ${fault.name} while pages render: the pages still render`, async ({ page }) => {
    test.setTimeout(120_000);
    const set = await fetch(`${API_URL}/__test/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault.body),
    });
    expect(set.status).toBe(200);
    for (const path of ['/', '/gameHall/2']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId(path === '/' ? 'lobby-home' : 'games-hall')).toBeVisible({
        timeout: 60_000,
      });
    }
  });
}
