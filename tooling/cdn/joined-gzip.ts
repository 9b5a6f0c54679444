import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page's fixed parts, each deflated once and ended by a sync flush (byte-aligned, not final), so that the
 * deflated parts and stored blocks of a separator follow one another as one deflate stream (RFC 1951).
 */
export interface DeflatedParts {
  /** The parts as written, for the gzip trailer's CRC-32 and length. */
  raw: readonly Buffer[];
  deflated: readonly Buffer[];
  /** The byte length every separator joined in must have: the parts were deflated against history of that shape. */
  separatorBytes: number;
}

const PART_LEVEL = 9;
const WINDOW = 32 * 1024;
// A gzip header with no name, no time and an unknown OS (RFC 1952); the stream's end: an empty final stored block.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_BLOCK_MAX = 0xffff;

/** A byte value no part holds (HTML text has no NUL or other control bytes as a rule), or undefined. */
function absentByte(parts: readonly Buffer[]): number | undefined {
  const seen = new Uint8Array(256);
  for (const part of parts) for (const byte of part) seen[byte] = 1;
  const free = seen.indexOf(0);
  return free === -1 ? undefined : free;
}

/**
 * Deflates each part with the parts before it as its history, the separators in that history written as a
 * byte no part holds. A back-reference copies bytes equal to the bytes it stands for, so none can reach into a
 * separator: the decoder, whose history holds the response's own separator there, decodes every part right.
 * Without such a byte, each part is deflated on its own (a little larger, still right).
 */
export function deflateParts(parts: readonly string[], separatorBytes: number): DeflatedParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const filler = absentByte(raw);
  const gap = filler === undefined ? undefined : Buffer.alloc(separatorBytes, filler);
  const history: Buffer[] = [];
  const deflated = raw.map((part, i) => {
    const dictionary = gap && i > 0 ? Buffer.concat(history).subarray(-WINDOW) : undefined;
    if (gap) history.push(part, gap);
    return deflateRawSync(part, { level: PART_LEVEL, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) });
  });
  return { raw, deflated, separatorBytes };
}

/** Bytes as stored (uncompressed) deflate blocks: after a sync flush the stream is byte-aligned, so each starts whole. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_BLOCK_MAX) {
    const piece = bytes.subarray(at, at + STORED_BLOCK_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(piece.length, 1);
    head.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(head, piece);
  }
  return blocks;
}

// zlib.crc32 of an empty buffer answers 0 for a running value of 2^31 or more (Node 20.20): empty parts are skipped.
const crcOn = (crc: number, bytes: Buffer): number => (bytes.length > 0 ? crc32(bytes, crc) : crc);

/**
 * The page's parts joined by `separator` (a response's nonce) as one gzip member: the parts' deflated bytes
 * as kept, the separator stored, and a trailer with the whole text's CRC-32 and length. Per response this is
 * a CRC over the page and a copy, where compressing the page anew is a deflate or brotli run.
 */
export function gzipJoined(page: DeflatedParts, separator: string): Buffer {
  const sep = Buffer.from(separator, 'utf8');
  if (sep.length !== page.separatorBytes) throw new Error(`separator of ${sep.length} bytes; the parts were deflated for ${page.separatorBytes}`);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.raw.forEach((raw, i) => {
    if (i > 0) {
      pieces.push(...storedBlocks(sep));
      crc = crcOn(crc, sep);
      size += sep.length;
    }
    pieces.push(page.deflated[i] as Buffer);
    crc = crcOn(crc, raw);
    size += raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}
