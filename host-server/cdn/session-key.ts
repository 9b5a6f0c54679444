import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_KEY_ENV } from '@mfp/shared/node/site-session';

/** Where a run keeps its session-signing key when the environment gives none: beside its CDN folder's state. */
export const sessionKeyFile = (dir: string): string => join(dir, 'session-key');

const MIN_KEY_LENGTH = 32;

/**
 * The key the host servers sign sessions with and the RUM collector checks them with: MFP_SESSION_KEY when set,
 * else one made at random for this installation and kept in `<dir>/session-key` (mode 0600), so that sessions
 * stay the site's across restarts. No default exists anywhere.
 */
export function resolveSessionKey(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  const given = env[SESSION_KEY_ENV];
  if (given) return given;
  const file = sessionKeyFile(dir);
  const read = () => {
    try {
      const key = readFileSync(file, 'utf8').trim();
      return key.length >= MIN_KEY_LENGTH ? key : null;
    } catch {
      return null;
    }
  };
  const kept = read();
  if (kept) return kept;
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  // Another start may have written it first: theirs and ours are then the same file.
  const made = read();
  if (!made) throw new Error(`${file} holds no session key: remove it to have one made`);
  return made;
}
