import { renderAsync } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';
import type Database from 'better-sqlite3';
import { randomDigits, randomToken } from './tokens';

const CAPTCHA_DIGITS = 4;
const CAPTCHA_TTL_MS = 5 * 60_000;

/** The image's size as the login form shows it (CSS pixels); drawn at twice that for sharp screens. */
const CAPTCHA_WIDTH = 110;
const CAPTCHA_HEIGHT = 40;
/** Glyphs that fill the image's height: the form shows it 28 px high. */
const CAPTCHA_FONT_SIZE = 54;
const CAPTCHA_NOISE_CURVES = 3;
const CAPTCHA_SCALE = 2;

type DrawCaptcha = (text: string, options: { width: number; height: number; fontSize: number; noise: number; color: boolean }) => string;
// svg-captcha's module is the drawing function itself (its typings name only its helpers).
const drawCaptcha = svgCaptcha as unknown as DrawCaptcha;

/**
 * A PNG image of `text`, as a data URL: svg-captcha draws each glyph as a jittered outline path among noise
 * curves, in an order it shuffles, and resvg turns that into pixels, so the answer is in no text node, path
 * order or glyph outline a script could read back; only seeing it, or OCR, gives it. No font is loaded (the
 * SVG holds outlines only) and nothing is fetched; the pixels are drawn on libuv's pool, off the event loop.
 */
export async function captchaImage(text: string): Promise<string> {
  // Dark grey glyphs among lighter grey curves on a light ground: legible (colour mode picks pale glyphs on a light ground).
  const svg = drawCaptcha(text, { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, fontSize: CAPTCHA_FONT_SIZE, noise: CAPTCHA_NOISE_CURVES, color: false });
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: CAPTCHA_WIDTH * CAPTCHA_SCALE },
    background: '#f4f4f4',
    font: { loadSystemFonts: false },
  });
  const png = image.asPng();
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

export interface IssuedCaptcha {
  token: string;
  captcha: string;
  placeholder: string;
}

/** Stores a captcha's answer (type 1 login, 2 register) and returns its token; the image is issueCaptcha's. */
export function storeCaptcha(db: Database.Database, type: number, answer: string): string {
  const token = randomToken(16);
  const now = Date.now();
  db.prepare('INSERT INTO captchas (token, answer, type, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token, answer, type, now, now + CAPTCHA_TTL_MS,
  );
  return token;
}

/** What the answer field says before anything is typed, in the request's language. */
export const CAPTCHA_PLACEHOLDER: Record<'en_US' | 'bn_BD', string> = {
  en_US: `${CAPTCHA_DIGITS} digits`,
  bn_BD: `${CAPTCHA_DIGITS.toLocaleString('bn-BD')}টি অঙ্ক`,
};

/** Stores a new captcha (type 1 login, 2 register) and returns the token, the image and the placeholder in `lang`. */
export async function issueCaptcha(
  db: Database.Database,
  type: number,
  lang: keyof typeof CAPTCHA_PLACEHOLDER = 'en_US',
  answer = randomDigits(CAPTCHA_DIGITS),
): Promise<IssuedCaptcha> {
  const captcha = await captchaImage(answer);
  return { token: storeCaptcha(db, type, answer), captcha, placeholder: CAPTCHA_PLACEHOLDER[lang] };
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
