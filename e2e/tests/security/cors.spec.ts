import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '../../support/fixtures';
import { captchaAnswerFor, registerUsdMember, uniqueSuffix } from '../../support/members';
import { API_URL, PORT_BASE, originOfPort } from '../../support/remotes';

// The API answers CORS only for the site's own origins. A page on any other origin can make
// the browser send a login, but it can read neither the reply nor the token in its authorization header.

const SITE = originOfPort(PORT_BASE);

/**
 * A real foreign site on loopback (a random port): the page must come from a loopback address, as the API's,
 * or Chromium's local-network-access rule would block the call before CORS is even asked (a page fulfilled by
 * a route counts as public), and the test would pass for the wrong reason.
 */
async function foreignSite(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>foreign</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: originOfPort((server.address() as AddressInfo).port), server };
}

interface Attempt {
  read: boolean;
  code?: number;
  token?: string | null;
  error?: string;
}

/** A login the server would accept: fresh captcha (answer from the loopback helper) and login header. */
async function validLogin(account: string): Promise<{ body: Record<string, string>; headers: Record<string, string> }> {
  const captcha = (await (await fetch(`${API_URL}/api/captcha`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":1,"site_id":"1"}' })).json()) as { data: { token: string } };
  const answer = await captchaAnswerFor(captcha.data.token);
  const headers = ((await (await fetch(`${API_URL}/api/get_login_header`)).json()) as { data: Record<string, string> }).data;
  return {
    body: { account, password: 'Passw0rd', site_id: '1', answer, captcha_token: captcha.data.token, udid: 'cors-e2e', device: 'pc' },
    headers,
  };
}

/** The page posts the login with credentials and reports what it could read. */
async function tryLogin(page: Page, url: string, account: string): Promise<Attempt> {
  const { body, headers } = await validLogin(account);
  return page.evaluate(
    async ({ url, body, headers }) => {
      try {
        const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
        const reply = (await res.json()) as { code: number };
        return { read: true, code: reply.code, token: res.headers.get('authorization') };
      } catch (err) {
        return { read: false, error: String(err) };
      }
    },
    { url, body, headers },
  );
}

test.describe('security: CORS of the API', () => {
  let account: string;
  test.beforeAll(async () => {
    account = (await registerUsdMember(`cors${uniqueSuffix()}`.slice(0, 12), 'Cors Check')).account;
  });

  test('a page on a foreign origin can read neither a login reply nor its token, directly or through the host', async ({ page }) => {
    const foreign = await foreignSite();
    try {
      const blocked: string[] = [];
      page.on('console', (msg) => {
        if (/blocked by CORS policy:.*No 'Access-Control-Allow-Origin' header/.test(msg.text())) blocked.push(msg.text());
      });
      await page.goto(`${foreign.origin}/steal.html`);
      for (const url of [`${API_URL}/api/login`, `${SITE}/api/login`]) {
        const attempt = await tryLogin(page, url, account);
        expect(attempt, url).toEqual({ read: false, error: expect.stringContaining('Failed to fetch') });
      }
      // Refused by CORS itself (no allow-origin header), not by another browser rule.
      expect(blocked).toHaveLength(2);
    } finally {
      foreign.server.close();
    }
  });

  test('the site\'s own page reads the reply and the token, same-origin and from the API origin', async ({ page }) => {
    await page.goto('/env-config/local/bd01.json');
    expect(new URL(page.url()).origin).toBe(SITE);
    for (const url of ['/api/login', `${API_URL}/api/login`]) {
      const attempt = await tryLogin(page, url, account);
      expect(attempt, url).toMatchObject({ read: true, code: 100 });
      expect(attempt.token, url).toMatch(/^Bearer \S+$/);
    }
  });
});
