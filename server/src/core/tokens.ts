import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token (hex). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Random decimal digits, e.g. captcha answers and SMS codes. */
export function randomDigits(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += String(b % 10);
  return out;
}
