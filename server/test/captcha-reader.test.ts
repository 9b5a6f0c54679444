import { SEED_MEMBERS } from '../src/seed/core-seed';
import { loginHeader, solvedCaptcha } from './helpers/auth-client';
import { post, serverForFile } from './helpers/start-server';

// A captcha a script cannot read: the old image was an SVG whose digits were <text> nodes, so a script that
// decoded it and sorted the nodes by x had the answer (it logged in 50 times that way). That very reader runs
// here against today's captcha and must not log in.

const s = serverForFile();
const ATTEMPTS = 10;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The script's reader: decode the data URL, take every <text x="..">digit</text>, sort by x, join. */
function textNodeReader(dataUrl: string): string {
  const [head, payload = ''] = dataUrl.split(',', 2);
  const markup = head?.endsWith(';base64') ? Buffer.from(payload, 'base64').toString('latin1') : decodeURIComponent(payload);
  const nodes = [...markup.matchAll(/<text\b[^>]*\bx="([\d.-]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), text: m[2] ?? '' }));
  return nodes.sort((a, b) => a.x - b.x).map((n) => n.text).join('');
}

async function loginWith(answer: string, token: string) {
  return post(
    s.baseUrl,
    '/api/login',
    { account: SEED_MEMBERS.memberUsd.account, password: 'Passw0rd', site_id: '1', answer, captcha_token: token, udid: 'test-udid', device: 'pc' },
    await loginHeader(s.baseUrl),
  );
}

test('the reader that sorted the SVG captcha\'s <text> nodes by x reads nothing and never logs in', async () => {
  // The reader does read the old kind of image: the test would catch its return.
  expect(textNodeReader(`data:image/svg+xml;base64,${Buffer.from('<svg><text x="40">2</text><text x="14">7</text></svg>').toString('base64')}`)).toBe('72');
  const codes: number[] = [];
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const { data } = (await post<{ token: string; captcha: string }>(s.baseUrl, '/api/captcha', { type: 1, site_id: '1' })).body;
    codes.push((await loginWith(textNodeReader(data.captcha), data.token)).body.code);
  }
  expect(codes).toEqual(Array.from({ length: ATTEMPTS }, () => 105));
}, 60_000);

test('the image is pixels (PNG), with no markup, text or glyph outline to read back', async () => {
  const { data } = (await post<{ captcha: string }>(s.baseUrl, '/api/captcha', { type: 1, site_id: '1' })).body;
  expect(data.captcha).toMatch(/^data:image\/png;base64,/);
  const bytes = Buffer.from(data.captcha.split(',')[1] ?? '', 'base64');
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.toString('latin1')).not.toMatch(/<svg|<text|<path/i);
});

test('two captchas of the same answer are different images (noise and jitter drawn anew)', async () => {
  const { captchaImage } = await import('../src/core/captcha');
  expect(await captchaImage('1234')).not.toBe(await captchaImage('1234'));
});

test('the answer the loopback test route gives logs in, once: the captcha stays single use', async () => {
  const captcha = await solvedCaptcha(s.baseUrl);
  expect((await loginWith(captcha.answer, captcha.token)).body.code).toBe(100);
  expect((await loginWith(captcha.answer, captcha.token)).body.code).toBe(105);
  expect((await fetch(`${s.baseUrl}/__test/captcha/${captcha.token}`).then((r) => r.json() as Promise<{ code: number }>)).code).toBe(101);
});
