import fs from 'node:fs';
import path from 'node:path';
import { SEED_MEMBERS } from '../src/seed/core-seed';
import { post, serverForFile } from './helpers/start-server';
import { HOSTILE_STRINGS, authHeaders } from './member-session';

// Every POST route of the domain modules, read from the OpenAPI document, gets hostile bodies.
const DOMAIN_TAGS = new Set(['games', 'content', 'member', 'member-center', 'agent']);

const s = serverForFile();
let routes: { path: string; fields: string[] }[] = [];
let headers: Record<string, string>;
beforeAll(async () => {
  headers = authHeaders(s, SEED_MEMBERS.agentActive.id);
  const doc = (await fetch(`${s.baseUrl}/api/openapi.json`).then((r) => r.json())) as {
    paths: Record<string, Record<string, { tags?: string[]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) => {
    const op = ops.post;
    if (!op || !op.tags?.some((t) => DOMAIN_TAGS.has(t))) return [];
    const props = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
    return [{ path, fields: Object.keys(props) }];
  });
}, 30_000);

const WRONG_TYPES: unknown[] = [null, 1e21, -1, true, [], {}, ['a'], { $gt: '' }];

test('the OpenAPI document lists the domain routes', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining([
    '/api/member/game/play1',
    '/api/arks/web/agent/transfer',
    '/api/arks/web/member-center/withdrawal',
    '/api/arks/web/member-center/profile/contact',
    '/api/arks/web/member-center/withdraw-password/set',
  ]));
});

test('the checked-in server/openapi.json is current: the same paths as the live document (pnpm openapi regenerates it)', async () => {
  const live = (await fetch(`${s.baseUrl}/api/openapi.json`).then((r) => r.json())) as { paths: Record<string, unknown> };
  const file = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'openapi.json'), 'utf8')) as { paths: Record<string, unknown> };
  expect(Object.keys(file.paths).sort()).toEqual(Object.keys(live.paths).sort());
});

test('hostile strings and wrong types in every field never answer 500', async () => {
  const failures: string[] = [];
  for (const { path, fields } of routes) {
    const bodies: unknown[] = ['not json', '[]', ...HOSTILE_STRINGS.map((bad) => Object.fromEntries(fields.map((f) => [f, bad])))];
    for (const wrong of WRONG_TYPES) bodies.push(Object.fromEntries(fields.map((f) => [f, wrong])));
    for (const body of bodies) {
      const r = await post(s.baseUrl, path, body, headers);
      if (r.status >= 500 || typeof r.body.code !== 'number' || r.body.code === 500) failures.push(`${path} ${JSON.stringify(body).slice(0, 60)} -> ${r.status} ${r.body.code}`);
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

test('the members table survives the injection strings', () => {
  const n = (s.deps.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number }).n;
  expect(n).toBeGreaterThan(10);
});
