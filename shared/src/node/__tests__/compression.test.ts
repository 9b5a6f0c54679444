/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, pickEncoding } from '../compression';
import { precompressDir } from '../precompress';

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

  it('compresses off the event loop and round-trips the bytes, the harder the rarer', async () => {
    const text = Buffer.from('export const x = "hello";\n'.repeat(500));
    const built = await compressBody(text, 'br', 'build');
    expect(built.length).toBeLessThan(text.length / 10);
    expect(brotliDecompressSync(built)).toEqual(text);
    expect(gunzipSync(await compressBody(text, 'gzip', 'response'))).toEqual(text);
  });

  it('a build writes each text file compressed beside it once (br and gz), and leaves images, fonts and source maps alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-precompress-'));
    mkdirSync(join(dir, 'static', 'js'), { recursive: true });
    const text = 'export const x = "hello";\n'.repeat(500);
    writeFileSync(join(dir, 'static', 'js', 'a.1a2b3c4d5e.js'), text);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'static', 'js', 'a.1a2b3c4d5e.js.map'), '{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.from([0x89, 0x50]));
    expect(await precompressDir(dir)).toBe(2);
    const js = join(dir, 'static', 'js', 'a.1a2b3c4d5e.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(text);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(`${js}.map.br`)).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    // A second run keeps the copies that hold their files, and compresses none of the copies.
    expect(await precompressDir(dir)).toBe(0);
  });

  it('a file edited after the build gets fresh copies, and a removed file loses its own: none is sent in its place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-precompress-'));
    writeFileSync(join(dir, 'entry.js'), 'export const good = 1;\n');
    writeFileSync(join(dir, 'gone.js'), 'export const gone = 1;\n');
    await precompressDir(dir);
    writeFileSync(join(dir, 'entry.js'), 'throw new Error("broken");\n');
    rmSync(join(dir, 'gone.js'));
    expect(await precompressDir(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'entry.js.br'))).toString()).toBe('throw new Error("broken");\n');
    expect(gunzipSync(readFileSync(join(dir, 'entry.js.gz'))).toString()).toBe('throw new Error("broken");\n');
    expect([existsSync(join(dir, 'gone.js.br')), existsSync(join(dir, 'gone.js.gz'))]).toEqual([false, false]);
  });
});
