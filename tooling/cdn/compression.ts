import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets a CDN compresses; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|json|webmanifest|html|svg|map|txt)$/i;

export type ContentEncoding = 'br' | 'gzip';

/** Brotli first, as a CDN picks: it compresses text best. */
const CDN_PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/** The encoding to answer with: the first of `preference` the browser takes (brotli, else gzip, by default), else none. */
export function pickEncoding(acceptEncoding: string | undefined, file: string, preference: readonly ContentEncoding[] = CDN_PREFERENCE): ContentEncoding | undefined {
  if (!COMPRESSIBLE.test(file) || !acceptEncoding) return undefined;
  const offered = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => (name ?? '').trim().toLowerCase());
  return preference.find((encoding) => offered.includes(encoding));
}

const cache = new Map<string, Buffer>();

/** The compressed body of a file, computed once per file version (path, size, mtime) and encoding. */
export function compressedFile(file: string, encoding: ContentEncoding): Buffer {
  const st = statSync(file);
  const key = `${encoding}:${file}:${st.size}:${st.mtimeMs}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const body = compressBody(readFileSync(file), encoding);
  cache.set(key, body);
  return body;
}

/** A body compressed as a CDN would (a page rendered per response, with its own nonce, is compressed each time). */
export function compressBody(raw: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipSync(raw, { level: 9 });
}
