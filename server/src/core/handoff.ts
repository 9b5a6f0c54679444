import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The hand-off payload of POST /get_info_data. */
export interface HandoffPayload {
  tk: string;
  member_id: number;
  member_account: string;
  member_currency: string;
  /** Expiry, ms since epoch. */
  exp: number;
}

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** AES-256-GCM: base64url of iv(12) | tag(16) | ciphertext. */
export function encryptHandoff(secret: string, payload: HandoffPayload): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload of a valid, unexpired enc value, or null. */
export function decryptHandoff(secret: string, enc: string): HandoffPayload | null {
  try {
    const raw = Buffer.from(enc, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const payload = JSON.parse(text) as HandoffPayload;
    if (typeof payload.exp !== 'number' || payload.exp < Date.now()) return null;
    return payload;
  } catch {
    return null;
  }
}
