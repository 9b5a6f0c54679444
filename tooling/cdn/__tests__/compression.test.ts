import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressedFile, pickEncoding } from '../compression';

describe('CDN compression (the bench measures compressed JavaScript, as a CDN serves it)', () => {
  it('prefers brotli, falls back to gzip, and skips what the browser refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', '/static/js/main.1a2b3c4d5e.js')).toBe('br');
    expect(pickEncoding('gzip, deflate', '/v1/mf-manifest.json')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', '/static/css/a.css')).toBe('gzip');
    expect(pickEncoding('identity', '/static/js/a.js')).toBeUndefined();
    expect(pickEncoding(undefined, '/static/js/a.js')).toBeUndefined();
  });

  it('leaves images and fonts alone', () => {
    expect(pickEncoding('br, gzip', '/static/img/logo.png')).toBeUndefined();
    expect(pickEncoding('br, gzip', '/static/font/a.woff2')).toBeUndefined();
  });

  it('compresses a file once and round-trips its bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-compress-'));
    const file = join(dir, 'a.js');
    const text = 'export const x = "hello";\n'.repeat(500);
    writeFileSync(file, text);
    const br = compressedFile(file, 'br');
    expect(br.length).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(compressedFile(file, 'br')).toBe(br);
    expect(gunzipSync(compressedFile(file, 'gzip')).toString()).toBe(text);
  });
});
