import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { COMPRESSIBLE, compressBody, type ContentEncoding } from './compression';

/** The file beside a built file that holds it compressed, as @fastify/static's preCompressed (and nginx's gzip_static) look for it. */
export const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const DECOMPRESS: Record<ContentEncoding, (copy: Buffer) => Promise<Buffer>> = { br: promisify(brotliDecompress), gzip: promisify(gunzip) };
const COPY = /\.(br|gz)$/;

// Source maps are fetched by a developer's tools only, and are the largest files: they go uncompressed.
const SKIPPED = /\.map$/i;
/** Files compressed at once: libuv's thread pool has four threads. */
const AT_ONCE = 4;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Whether `copy` (a compressed copy's path) holds exactly `raw`: a copy of another version of the file does not. */
async function holds(copy: string, encoding: ContentEncoding, raw: Buffer): Promise<boolean> {
  const bytes = await readFile(copy).catch(() => undefined);
  return bytes !== undefined && (await DECOMPRESS[encoding](bytes).catch(() => undefined))?.equals(raw) === true;
}

/**
 * Writes each text file of a build folder compressed beside it (`x.js.br`, `x.js.gz`), at the highest
 * settings, so the servers send these files as they are and compress nothing per request. A copy that already
 * holds its file is kept; a stale one (the file was edited after the build, as a test's broken variant is)
 * is written anew, and one whose file is gone is removed: a server would send it in the file's place.
 * Returns how many files it compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  const present = new Set(files);
  await Promise.all(files.filter((f) => COPY.test(f) && !present.has(f.replace(COPY, ''))).map((orphan) => rm(orphan, { force: true })));
  const queue = files.filter((f) => COMPRESSIBLE.test(f) && !SKIPPED.test(f));
  let compressed = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const raw = await readFile(file);
      let written = false;
      for (const encoding of Object.keys(PRECOMPRESSED_SUFFIX) as ContentEncoding[]) {
        const copy = file + PRECOMPRESSED_SUFFIX[encoding];
        if (await holds(copy, encoding, raw)) continue;
        await writeFile(copy, await compressBody(raw, encoding, 'build'));
        written = true;
      }
      if (written) compressed += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return compressed;
}
