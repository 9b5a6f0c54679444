import { randomBytes } from 'node:crypto';
import { createGunzip, deflateRawSync, gunzipSync, gzipSync } from 'node:zlib';
import { deflateParts, gzipJoined } from '../joined-gzip';

const NONCE = 'ZKmLVgrn5Si2tSmMDADllA==';
const nonce = () => randomBytes(16).toString('base64');
/** Parts that repeat one another, as a page's scripts and sections do, the nonce between them. */
const page = (n: number) =>
  Array.from({ length: n }, (_, i) => `"><section id="s${i}"><script src="/a${i}.js"></script>${'<p>Deposit বোনাস ৳500</p>'.repeat(40 * (i + 1))}<script nonce="`);

const WORDS = ['slot', 'casino', 'বোনাস', 'deposit', 'jackpot', 'হল', 'fishing', 'live', 'sports', 'promo', 'news', 'faq'];
/** About 30 KB of markup in five parts, drawn from a fixed seed: a page's size and its repeats. */
function pageLike(n: number): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: n }, (_, p) =>
    Array.from({ length: 120 }, (_, i) => `<li class="game-${next() % 90}" data-id="${p}${i}"><a href="/game/${next() % 999}">${WORDS[next() % WORDS.length]} ${next() % 500}</a></li>`).join(''),
  );
}

const gunzipStreamed = (body: Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const unzip = createGunzip();
    unzip.on('data', (c: Buffer) => out.push(c));
    unzip.on('end', () => resolve(Buffer.concat(out).toString('utf8')));
    unzip.on('error', reject);
    // In small writes, as a browser reads it off the wire.
    for (let at = 0; at < body.length; at += 7) unzip.write(body.subarray(at, at + 7));
    unzip.end();
  });

describe('a cached page gzipped once, joined around each response nonce', () => {
  it('decodes to the parts joined by the nonce, whole and streamed, with a valid CRC and length', async () => {
    const parts = page(4);
    const body = gzipJoined(deflateParts(parts, 24), NONCE);
    expect(gunzipSync(body).toString('utf8')).toBe(parts.join(NONCE));
    await expect(gunzipStreamed(body)).resolves.toBe(parts.join(NONCE));
  });

  it('gives each nonce its own body from the same kept parts, though later parts copy bytes from earlier ones', () => {
    const kept = deflateParts(page(3), 24);
    for (let i = 0; i < 20; i += 1) {
      const n = nonce();
      expect(gunzipSync(gzipJoined(kept, n)).toString('utf8')).toBe(page(3).join(n));
    }
  });

  it('holds a page with no nonce, empty parts, parts with every byte value, and a separator past one stored block', () => {
    expect(gunzipSync(gzipJoined(deflateParts(['only part'], 1), 'x')).toString('utf8')).toBe('only part');
    expect(gunzipSync(gzipJoined(deflateParts(['', 'mid', ''], 1), 'n')).toString('utf8')).toBe('nmidn');
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, b) => b)).toString('latin1');
    const bytes = [everyByte, everyByte + 'tail', everyByte];
    expect(gunzipSync(gzipJoined(deflateParts(bytes, 24), NONCE)).toString('utf8')).toBe(bytes.join(NONCE));
    const long = 'é'.repeat(40_000);
    expect(gunzipSync(gzipJoined(deflateParts(['a', 'b'], Buffer.byteLength(long)), long)).toString('utf8')).toBe(`a${long}b`);
  });

  it('refuses a separator of another length than the parts were deflated for', () => {
    expect(() => gzipJoined(deflateParts(page(2), 24), 'short')).toThrow(/separator of 5 bytes/);
  });

  it('is within a few percent of gzipping the joined page anew at level 9, and smaller than its parts deflated alone', () => {
    const parts = pageLike(5);
    const joined = gzipJoined(deflateParts(parts, 24), NONCE);
    const anew = gzipSync(parts.join(NONCE), { level: 9 });
    const alone = parts.reduce((sum, part) => sum + deflateRawSync(part, { level: 9 }).length, 0);
    expect(joined.length).toBeLessThan(anew.length * 1.05);
    expect(joined.length).toBeLessThan(alone);
  });
});
