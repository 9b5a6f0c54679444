import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LEN = 32;
// N=16384 keeps login fast enough for the load test while staying a real KDF.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;

/** scrypt hash as `scrypt$<salt hex>$<hash hex>`. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LEN, PARAMS);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Checks a password against its hash (synchronous). */
export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  const parts = parseHash(stored);
  if (!parts) return false;
  const actual = scryptSync(password, parts.salt, parts.expected.length, PARAMS);
  return timingSafeEqual(actual, parts.expected);
}

function parseHash(stored: string | null | undefined): { salt: Buffer; expected: Buffer } | null {
  if (!stored) return null;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return null;
  return { salt: Buffer.from(saltHex, 'hex'), expected: Buffer.from(hashHex, 'hex') };
}

/** Checks a password against its hash on the libuv thread pool, so logins do not block the event loop. */
export async function verifyPasswordAsync(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, PARAMS, (err, key) => (err ? reject(err) : resolve(key))),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
