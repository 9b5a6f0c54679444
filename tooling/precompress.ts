import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COMPRESSIBLE, compressBody, type ContentEncoding } from './cdn/compression.ts';

/** The file beside a built file that holds it compressed, as @fastify/static's preCompressed (and nginx's gzip_static) look for it. */
export const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

// Source maps are fetched by a developer's tools only, and are the largest files: they go uncompressed.
const SKIPPED = /\.map$/i;
/** Files compressed at once: libuv's thread pool has four threads. */
const AT_ONCE = 4;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes each text file of a build folder compressed beside it (`x.js.br`, `x.js.gz`), at the highest
 * settings, once per build: the servers send these files as they are and compress nothing per request.
 * Returns how many files it compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  const queue = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f) && !SKIPPED.test(f));
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const raw = await readFile(file);
      for (const encoding of Object.keys(PRECOMPRESSED_SUFFIX) as ContentEncoding[])
        await writeFile(file + PRECOMPRESSED_SUFFIX[encoding], await compressBody(raw, encoding, 'build'));
    }
  };
  const total = queue.length;
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return total;
}
