import { randomInt } from 'node:crypto';

// Card ranks that every font draws (emoji and suit glyphs are missing on headless CI machines).
export const SYMBOLS = ['J', 'Q', 'K', 'A', '7'] as const;
/** Pay table: three of a kind by symbol; any pair pays PAIR_MULTIPLIER. */
const THREE_OF_A_KIND: Record<string, number> = { J: 3, Q: 4, K: 5, A: 10, '7': 20 };
const PAIR_MULTIPLIER = 1.5;

export interface SpinResult { reels: string[]; multiplier: number; win: number }

/** One spin of a three-reel slot with the given bet. */
export function spin(bet: number, draw: (n: number) => number = randomInt): SpinResult {
  const reels = [0, 1, 2].map(() => SYMBOLS[draw(SYMBOLS.length)]!);
  const [a, b, c] = reels as [string, string, string];
  const multiplier = a === b && b === c ? THREE_OF_A_KIND[a]! : a === b || b === c || a === c ? PAIR_MULTIPLIER : 0;
  return { reels, multiplier, win: Math.round(bet * multiplier * 100) / 100 };
}
