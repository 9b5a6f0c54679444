import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { randomDigits, randomToken } from './tokens';

const CAPTCHA_DIGITS = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;

/** An SVG image of `text` with jittered glyphs and noise lines, as a data URL; no external fetch. */
export function captchaSvg(text: string): string {
  const width = 120;
  const height = 44;
  const glyphs = [...text]
    .map((ch, i) => {
      const x = 14 + i * 26 + randomInt(-3, 4);
      const y = 30 + randomInt(-4, 5);
      const rotate = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="26" font-weight="bold" fill="hsl(${hue},60%,35%)">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${hue},50%,60%)" stroke-width="1.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f4f4"/>${noise}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export interface IssuedCaptcha {
  token: string;
  captcha: string;
  placeholder: string;
}

/** Stores a new captcha (type 1 login, 2 register) and returns the token and image. */
export function issueCaptcha(db: Database.Database, type: number, answer = randomDigits(CAPTCHA_DIGITS)): IssuedCaptcha {
  const token = randomToken(16);
  const now = Date.now();
  db.prepare('INSERT INTO captchas (token, answer, type, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token, answer, type, now, now + CAPTCHA_TTL_MS,
  );
  return { token, captcha: captchaSvg(answer), placeholder: `${CAPTCHA_DIGITS} digits` };
}

/** Checks and consumes a captcha: true only once, for the right answer, before expiry. */
export function consumeCaptcha(db: Database.Database, token: unknown, answer: unknown): boolean {
  if (typeof token !== 'string' || token === '') return false;
  const row = db.prepare('DELETE FROM captchas WHERE token = ? RETURNING answer, expires_at').get(token) as
    | { answer: string; expires_at: number }
    | undefined;
  if (!row || row.expires_at < Date.now()) return false;
  return String(answer ?? '').trim() === row.answer;
}

/** The answer of a live captcha (loopback test route only). */
export function peekCaptcha(db: Database.Database, token: string): string | null {
  const row = db.prepare('SELECT answer FROM captchas WHERE token = ? AND expires_at > ?').get(token, Date.now()) as
    | { answer: string }
    | undefined;
  return row?.answer ?? null;
}
