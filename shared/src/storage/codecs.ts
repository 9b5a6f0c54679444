/** Turns a typed value into the stored string and back; parse returns null for anything malformed. */
export interface Codec<T> {
  parse(raw: string): T | null;
  serialize(value: T): string;
}

export const text: Codec<string> = { parse: (raw) => raw, serialize: (value) => value };

export const integer: Codec<number> = {
  parse: (raw) => (/^-?\d+$/.test(raw.trim()) ? Number(raw) : null),
  serialize: (value) => String(Math.trunc(value)),
};

const BOOLEANS = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
]);

/** Stored as '1' or '0'; 'true' and 'false' are read too. */
export const bool: Codec<boolean> = {
  parse: (raw) => BOOLEANS.get(raw.trim()) ?? null,
  serialize: (value) => (value ? '1' : '0'),
};

/** A 0/1 flag kept as a number (isPlay). */
export const flag: Codec<0 | 1> = {
  parse: (raw) => (raw.trim() === '1' ? 1 : raw.trim() === '0' ? 0 : null),
  serialize: (value) => String(value),
};

/** One of a fixed list of strings. */
export const oneOf = <T extends string>(values: readonly T[]): Codec<T> => ({
  parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : null),
  serialize: (value) => value,
});

/** JSON, checked by a guard so that a tampered value reads as null. */
export const json = <T>(guard: (value: unknown) => value is T): Codec<T> => ({
  parse: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return guard(value) ? value : null;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(value),
});
