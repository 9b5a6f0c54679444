import Fastify, { type FastifyInstance } from 'fastify';
import { COOKIE_NAMES } from '@mfp/shared';
import { SITE } from '@mfp/host-shell/test-support/render-fixture';
import { answerFromPageCache, PAGE_CACHE_HEADER } from '../cached-page';
import { PageCache } from '../page-cache';
import type { PageRenderer, PageToRender } from '../page-render';
import { createHash } from 'node:crypto';
import { sessionCookies } from '@mfp/shared/node/site-session';
import { RENDERED_PAGE_VARY, SHARED_PAGE_CACHE_CONTROL } from '../rendered-page-headers';
import { requestContextOf, type RequestContext } from '../request-context';

// The page cache knows the render only by PageRenderer: which page a request gets, and that page whole. Here a
// renderer with no render entry behind it stands in, so what is tested is the cache's side of the seam alone.

const KEY = 'd'.repeat(64);
const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

interface Asked {
  pages: RequestContext[];
  renders: string[];
}

function fakeRenderer(asked: Asked, status = 200, sharedBySessions = true): PageRenderer {
  return {
    pageOf(context): PageToRender {
      asked.pages.push(context);
      return {
        config: SITE.config,
        template: TEMPLATE,
        remotes: {},
        sharedBySessions,
        renderWhole: (nonce) => {
          asked.renders.push(nonce);
          return Promise.resolve(
            status === 0 ? null : { status, robots: null, html: `<html><script nonce="${nonce}"></script><p>${context.pathname}</p></html>` },
          );
        },
      };
    },
  };
}

interface Answer {
  statusCode: number;
  headers: Headers;
  body: string;
}

/** A GET of the app on its loopback port (fastify inject's light-my-request does not load under this jest). */
async function get(app: FastifyInstance, { url, headers = {} }: { url: string; headers?: Record<string, string> }): Promise<Answer> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers });
  return { statusCode: res.status, headers: res.headers, body: await res.text() };
}

async function appWith(pages: PageRenderer): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const cache = new PageCache(60_000);
  app.get('/*', async (request, reply) => {
    if (await answerFromPageCache(requestContextOf(request, KEY), reply, pages, cache, (inline) => `script-src ${inline?.scripts.join(' ') ?? ''}; style-src ${inline?.styles.join(' ') ?? ''}`)) return reply;
    return reply.code(299).send('not from the cache');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('the page cache through its seam with the render (PageRenderer)', () => {
  it('asks the render for a whole page once per key and answers again from memory: the same bytes and policy for every visitor', async () => {
    const asked: Asked = { pages: [], renders: [] };
    const app = await appWith(fakeRenderer(asked));
    const first = await get(app, { url: '/discount' });
    const second = await get(app, { url: '/discount' });
    expect(asked.renders).toHaveLength(1);
    expect([first.headers.get(PAGE_CACHE_HEADER), second.headers.get(PAGE_CACHE_HEADER)]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    const emptyScript = `'sha256-${createHash('sha256').update('').digest('base64')}'`;
    for (const answer of [first, second]) {
      expect(answer.headers.get('content-security-policy')).toBe(`script-src ${emptyScript}; style-src 'nonce-${asked.renders[0] ?? ''}'`);
      expect(answer.headers.get('vary')).toBe(`Accept-Encoding, ${RENDERED_PAGE_VARY}`);
    }
    await app.close();
  });

  it('keeps a page a canary draws per session in its own cache, never for a shared one', async () => {
    const asked: Asked = { pages: [], renders: [] };
    const drawn = await appWith(fakeRenderer(asked, 200, false));
    // A returning visitor: the session this site issued (signed with its key).
    const returning = { cookie: sessionCookies(KEY, 'returning-visitor-1').map((c) => c.split(';')[0]).join('; ') };
    await get(drawn, { url: '/', headers: returning });
    const again = await get(drawn, { url: '/', headers: returning });
    expect([again.headers.get(PAGE_CACHE_HEADER), again.headers.get('cache-control')]).toEqual(['HIT', 'no-cache']);
    await drawn.close();
    const shared = await appWith(fakeRenderer(asked));
    expect((await get(shared, { url: '/', headers: returning })).headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    await shared.close();
  });

  it('keys on what the render says of the page and the request context: another language is another page', async () => {
    const asked: Asked = { pages: [], renders: [] };
    const app = await appWith(fakeRenderer(asked));
    await get(app, { url: '/', headers: { cookie: `${COOKIE_NAMES.language}=bn_BD` } });
    await get(app, { url: '/', headers: { cookie: `${COOKIE_NAMES.language}=en_US` } });
    await get(app, { url: '/', headers: { cookie: `${COOKIE_NAMES.language}=bn_BD; other=1` } });
    expect(asked.renders).toHaveLength(2);
    await app.close();
  });

  it("never asks the render for a member's page, and leaves a page the render gives none of to the caller", async () => {
    const asked: Asked = { pages: [], renders: [] };
    const member = await appWith(fakeRenderer(asked));
    const answer = await get(member, { url: '/', headers: { cookie: `${COOKIE_NAMES.memberPresent}=1` } });
    expect([answer.statusCode, asked.pages.length]).toEqual([299, 0]);
    await member.close();

    const none = await appWith(fakeRenderer(asked, 0));
    expect((await get(none, { url: '/' })).statusCode).toBe(299);
    expect((await get(none, { url: '/' })).statusCode).toBe(299);
    expect(asked.renders).toHaveLength(2);
    await none.close();
  });

  it("sends the request's session cookies with the kept page, outside it", async () => {
    const asked: Asked = { pages: [], renders: [] };
    const app = await appWith(fakeRenderer(asked));
    const first = await get(app, { url: '/sponsor' });
    const second = await get(app, { url: '/sponsor' });
    const idOf = (answer: Answer) => /mfp_sid=([^;]+)/.exec(answer.headers.getSetCookie().join('\n'))?.[1];
    expect(idOf(first)).toBeDefined();
    expect(idOf(second)).toBeDefined();
    expect(idOf(second)).not.toBe(idOf(first));
    expect(second.body).not.toContain('mfp_sid');
    await app.close();
  });
});
