import type { Page, WebSocket } from '@playwright/test';
import { test } from '../../support/fixtures';
import { consoleCall } from '../member-center/member-support';
import { expect, landAsFreshMember, soketi } from './resilience-support';

/** The Pusher frames the page sends and receives on each of its sockets. */
function watchSockets(page: Page) {
  const sockets: { ws: WebSocket; sent: string[]; received: string[]; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const s = { ws, sent: [] as string[], received: [] as string[], closed: false };
    sockets.push(s);
    ws.on('framesent', (f) => s.sent.push(String(f.payload)));
    ws.on('framereceived', (f) => s.received.push(String(f.payload)));
    ws.on('close', () => (s.closed = true));
  });
  const subscribed = (s: (typeof sockets)[number], channel: string) =>
    s.received.some((p) => p.includes('pusher_internal:subscription_succeeded') && p.includes(`"${channel}"`));
  const subscribes = (s: (typeof sockets)[number]) =>
    s.sent.flatMap((p) => {
      const frame = JSON.parse(p) as { event?: string; data?: { channel?: string } };
      return frame.event === 'pusher:subscribe' && frame.data?.channel ? [frame.data.channel] : [];
    });
  return { sockets, subscribed, subscribes };
}

/** A code-957 notice for the member (spec 4 real-time): shows once per event, with its message. */
async function sendNotice(memberId: number, message: string): Promise<void> {
  const r = await consoleCall('/code-957', { member_id: memberId, message });
  expect(r.code, r.message).toBe(100);
}

/**
 * The socket server crashes and comes back (serial: it stops real time for every spec running on
 * the site). The member keeps using the page meanwhile; once soketi is back the page reconnects by
 * itself, joins each channel once, and events flow again — each shown once, none lost after.
 */
test('resilience: soketi killed and restarted: the page reconnects, subscribes once per channel, events flow again', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = watchSockets(page);
  const member = await landAsFreshMember(page);
  const memberChannel = `private-member.${member.id}`;
  await expect.poll(() => watch.sockets.some((s) => watch.subscribed(s, memberChannel)), { timeout: 30_000 }).toBe(true);

  const before = `Before the crash ${Date.now()}`;
  await sendNotice(member.id, before);
  await expect(page.getByText(before)).toHaveCount(1);

  try {
    await soketi('kill');
    await expect.poll(() => watch.sockets.every((s) => s.closed), { timeout: 30_000 }).toBe(true);
    const firstSockets = watch.sockets.length;
    // The page keeps working without real time.
    await page.getByRole('banner').getByRole('link', { name: 'Slots' }).click();
    await expect(page.getByTestId('games-hall')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('header-account')).toContainText(member.account);

    await soketi('start');
    await expect
      .poll(() => watch.sockets.slice(firstSockets).some((s) => !s.closed && watch.subscribed(s, memberChannel)), { timeout: 60_000 })
      .toBe(true);
  } finally {
    await soketi('start');
  }

  // Each channel joined once on the new connection.
  const live = watch.sockets.filter((s) => !s.closed);
  expect(live).toHaveLength(1);
  const channels = watch.subscribes(live[0]!);
  expect(channels).toContain(memberChannel);
  expect(channels).toContain('web_member');
  expect(new Set(channels).size).toBe(channels.length);

  // Events flow again, each shown once.
  const after = `After the restart ${Date.now()}`;
  await sendNotice(member.id, after);
  await expect(page.getByText(after)).toHaveCount(1);
  // A later event arrives after any copy of the first on the one socket (in order): then the copies are counted.
  const sentinel = `Sentinel ${Date.now()}`;
  await sendNotice(member.id, sentinel);
  await expect.poll(() => live[0]!.received.some((f) => f.includes(sentinel)), { timeout: 30_000 }).toBe(true);
  // (Its toast lasts 3 s: the page's count was read above, while it showed.)
  expect(live[0]!.received.filter((f) => f.includes(after)), 'the event arrived once').toHaveLength(1);
});
