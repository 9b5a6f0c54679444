import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text files a CDN compresses; images and fonts are already compressed. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|webmanifest|html|svg|map|txt)$/i;

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

/**
 * How hard a body is compressed, by how often: a built file once for all its answers (the most), a kept page
 * once per few seconds, a page drawn for one response (its own nonce) each time.
 */
export type CompressionEffort = 'build' | 'kept' | 'response';
const EFFORT: Record<CompressionEffort, Record<ContentEncoding, number>> = {
  build: { br: 11, gzip: 9 },
  kept: { br: 9, gzip: 9 },
  response: { br: 5, gzip: 6 },
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `raw` compressed on libuv's threads (never on the event loop), as hard as `effort` says. */
export function compressBody(raw: Buffer, encoding: ContentEncoding, effort: CompressionEffort): Promise<Buffer> {
  const level = EFFORT[effort][encoding];
  return encoding === 'br'
    ? brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level });
}
