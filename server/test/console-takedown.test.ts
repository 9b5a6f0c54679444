import { CONSOLE_OPERATOR_HEADER, UNNAMED_OPERATOR, type AuditEntry } from '../src/modules/console/audit';
import { CONSOLE_CODES } from '../src/modules/console/console-routes';
import { post, serverForFile } from './helpers/start-server';

// Operators take content down: what the console publishes (bulletins, marquee items, news, FAQ) it can unpublish,
// publish again and delete, each kept in the audit trail with who and when; the pages stop listing it at once.

const s = serverForFile();
const OPERATOR = 'Rahim Uddin';

type Reply<T = unknown> = { status: number; body: { code: number; message: string; data: T } };

async function consoleCall<T = unknown>(method: 'POST' | 'DELETE' | 'GET', path: string, opts: { body?: unknown; operator?: string | null; token?: string } = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'x-console-token': opts.token ?? s.config.consoleToken };
  if (opts.operator !== null) headers[CONSOLE_OPERATOR_HEADER] = opts.operator ?? OPERATOR;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${s.baseUrl}${path}`, { method, headers, ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}) });
  return { status: res.status, body: (await res.json()) as Reply<T>['body'] };
}

/** Each kind: how to publish one, and whether a visitor's page lists it (the calls the pages make). */
const KINDS = {
  bulletin: {
    publish: (text: string) => ({ title: text, content: `<p>${text}</p>` }),
    listed: async (id: number) =>
      ((await post(s.baseUrl, '/api/arks/web/bulletin', { site_id: '1', display_device: 1, display_location: 2 })).body.data.list as { id: number }[]).some((b) => b.id === id),
  },
  marquee: {
    publish: (text: string) => ({ content: `<b>${text}</b>` }),
    listed: async (id: number) =>
      ((await post(s.baseUrl, '/api/arks/web/announcement/marquee', { sort_field: 'sort', sort_order: 'asc' })).body.data.web_announcement_list as { id: number }[]).some((a) => a.id === id),
  },
  news: {
    publish: (text: string) => ({ title: text, content: `<p>${text}</p>` }),
    listed: async (id: number) => ((await post(s.baseUrl, '/api/web/model_setting', { language: 'en_US' })).body.data.list as { id: number }[]).some((i) => i.id === id),
  },
  faq: {
    publish: (text: string) => ({ title: text, content: `<p>${text}</p>` }),
    listed: async (id: number) => ((await post(s.baseUrl, '/api/web/model_setting', { language: 'en_US' })).body.data.list as { id: number }[]).some((i) => i.id === id),
  },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = Object.keys(KINDS) as Kind[];

const publish = async (kind: Kind, text: string, operator: string | null = OPERATOR) => {
  const r = await consoleCall<{ id: number }>('POST', `/console/${kind}`, { body: KINDS[kind].publish(text), operator });
  expect(r.body.code).toBe(100);
  return r.body.data.id;
};
const trailOf = async (kind: Kind, id: number) =>
  (await consoleCall<AuditEntry[]>('GET', `/console/audit?kind=${kind}&item_id=${id}`)).body.data;

describe.each(KIND_NAMES)('%s', (kind) => {
  test('is unpublished, published again and deleted; the pages list it only while published; each step is audited with who and when', async () => {
    const text = `Wrong text ${kind} ${Date.now()}`;
    const id = await publish(kind, text);
    expect(await KINDS[kind].listed(id)).toBe(true);

    const down = await consoleCall('POST', `/console/${kind}/${id}/unpublish`);
    expect(down.body).toMatchObject({ code: 100, data: { kind, id, action: 'unpublish', operator: OPERATOR } });
    expect(await KINDS[kind].listed(id)).toBe(false);
    expect((await consoleCall('POST', `/console/${kind}/${id}/unpublish`)).body.code).toBe(CONSOLE_CODES.alreadyDone);

    expect((await consoleCall('POST', `/console/${kind}/${id}/republish`, { operator: 'Karim' })).body.code).toBe(100);
    expect(await KINDS[kind].listed(id)).toBe(true);
    expect((await consoleCall('POST', `/console/${kind}/${id}/republish`)).body.code).toBe(CONSOLE_CODES.alreadyDone);

    const gone = await consoleCall('DELETE', `/console/${kind}/${id}`);
    expect(gone.body).toMatchObject({ code: 100, data: { kind, id, action: 'delete' } });
    expect(await KINDS[kind].listed(id)).toBe(false);
    expect((await consoleCall('DELETE', `/console/${kind}/${id}`)).body.code).toBe(CONSOLE_CODES.notFound);
    expect((await consoleCall('POST', `/console/${kind}/${id}/republish`)).body.code).toBe(CONSOLE_CODES.notFound);

    // The trail, newest first, outlives the item: who, what, when, and what it said.
    const trail = await trailOf(kind, id);
    expect(trail.map((e) => [e.action, e.operator])).toEqual([
      ['delete', OPERATOR],
      ['republish', 'Karim'],
      ['unpublish', OPERATOR],
      ['publish', OPERATOR],
    ]);
    for (const e of trail) {
      expect(e).toMatchObject({ kind, item_id: id, summary: text });
      expect(Math.abs(Date.now() - Date.parse(e.at))).toBeLessThan(60_000);
    }
  });
});

test('a takedown names its operator: without one (or with a malformed one) it answers 103, changes nothing and records nothing', async () => {
  const id = await publish('marquee', `Unnamed ${Date.now()}`);
  for (const operator of [null, '', '   ', '<script>', 'x'.repeat(65)]) {
    const r = await consoleCall('POST', `/console/marquee/${id}/unpublish`, { operator });
    expect(r.body.code).toBe(CONSOLE_CODES.invalid);
    expect((await consoleCall('DELETE', `/console/marquee/${id}`, { operator })).body.code).toBe(CONSOLE_CODES.invalid);
  }
  expect(await KINDS.marquee.listed(id)).toBe(true);
  expect((await trailOf('marquee', id)).map((e) => e.action)).toEqual(['publish']);
});

test('a publish without an operator is still audited, as unnamed', async () => {
  const id = await publish('news', `Anonymous ${Date.now()}`, null);
  expect((await trailOf('news', id)).map((e) => e.operator)).toEqual([UNNAMED_OPERATOR]);
});

test.each([
  ['no token', { 'x-console-token': '' }],
  ['a wrong token', { 'x-console-token': 'not-the-token' }],
])('with %s every takedown call and the trail are refused (401) and nothing changes', async (_what, headers) => {
  const id = await publish('bulletin', `Guarded ${Date.now()}`);
  const calls: [string, string][] = [
    ['POST', `/console/bulletin/${id}/unpublish`],
    ['POST', `/console/bulletin/${id}/republish`],
    ['DELETE', `/console/bulletin/${id}`],
    ['GET', '/console/audit'],
  ];
  for (const [method, path] of calls) {
    const res = await fetch(`${s.baseUrl}${path}`, { method, headers: { ...headers, [CONSOLE_OPERATOR_HEADER]: OPERATOR } });
    expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
  }
  expect(await KINDS.bulletin.listed(id)).toBe(true);
});

test('a relayed call (through the host proxy) is refused (403) even with the token', async () => {
  const id = await publish('faq', `Relayed ${Date.now()}`);
  const res = await fetch(`${s.baseUrl}/console/faq/${id}`, {
    method: 'DELETE',
    headers: { 'x-console-token': s.config.consoleToken, [CONSOLE_OPERATOR_HEADER]: OPERATOR, 'x-forwarded-for': '127.0.0.1' },
  });
  expect(res.status).toBe(403);
  expect(await KINDS.faq.listed(id)).toBe(true);
});

test('an item is taken down only under its own kind: a FAQ id is no news', async () => {
  const id = await publish('faq', `Kind ${Date.now()}`);
  expect((await consoleCall('DELETE', `/console/news/${id}`)).body.code).toBe(CONSOLE_CODES.notFound);
  expect(await KINDS.faq.listed(id)).toBe(true);
});

test('open pages hear of a marquee taken down or back (the marquee event makes them fetch again)', async () => {
  const id = await publish('marquee', `Evented ${Date.now()}`);
  const marqueeEvents = () => s.published.filter((e) => e.channel === 'web_member' && e.event === 'marquee').map((e) => e.payload);
  await consoleCall('POST', `/console/marquee/${id}/unpublish`);
  await consoleCall('POST', `/console/marquee/${id}/republish`);
  await consoleCall('DELETE', `/console/marquee/${id}`);
  expect(marqueeEvents().slice(-3)).toEqual([{ id, removed: true }, { id, removed: false }, { id, removed: true }]);
});

test("a deleted bulletin takes the members' hides of it along, and an unpublished news item's picture is gone", async () => {
  const bulletin = await publish('bulletin', `Hidden ${Date.now()}`);
  s.deps.db.prepare('INSERT INTO bulletin_hides (member_id, bulletin_id) VALUES (?, ?)').run(10001, bulletin);
  await consoleCall('DELETE', `/console/bulletin/${bulletin}`);
  expect(s.deps.db.prepare('SELECT COUNT(*) AS n FROM bulletin_hides WHERE bulletin_id = ?').get(bulletin)).toEqual({ n: 0 });

  const news = await publish('news', `Pictured ${Date.now()}`);
  expect((await fetch(`${s.baseUrl}/assets/content/${news}.svg`)).status).toBe(200);
  await consoleCall('POST', `/console/news/${news}/unpublish`);
  expect((await fetch(`${s.baseUrl}/assets/content/${news}.svg`)).status).toBe(404);
});

test("a deleted item's text is wiped and its id is never given to a new item, so an id's trail is one item's", async () => {
  const text = `Personal data by mistake ${Date.now()}`;
  const id = await publish('marquee', text);
  await consoleCall('DELETE', `/console/marquee/${id}`);
  expect(s.deps.db.prepare('SELECT content_en, content_bn, is_active FROM announcements WHERE id = ?').get(id)).toEqual({ content_en: '', content_bn: '', is_active: 0 });
  const next = await publish('marquee', `Right text ${Date.now()}`);
  expect(next).toBeGreaterThan(id);
  expect((await trailOf('marquee', id)).map((e) => e.action)).toEqual(['delete', 'publish']);
});

test('the trail filters by kind and item and caps its length', async () => {
  await publish('faq', `Capped ${Date.now()}`);
  const all = (await consoleCall<AuditEntry[]>('GET', '/console/audit?limit=2')).body.data;
  expect(all).toHaveLength(2);
  expect(all[0]!.id).toBeGreaterThan(all[1]!.id);
  const faqs = (await consoleCall<AuditEntry[]>('GET', '/console/audit?kind=faq')).body.data;
  expect(faqs.every((e) => e.kind === 'faq')).toBe(true);
  expect((await consoleCall('GET', '/console/audit?kind=letters')).body.code).not.toBe(100);
});
