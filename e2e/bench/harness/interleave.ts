/**
 * The measuring loop of the benches that compare sites: every run goes over every case and, within it, every
 * variant in turn (federated, monolith, federated, monolith, ...), so that machine noise hits all variants
 * alike. A failed load is named and left out; the others go on.
 */

/** Samples by group (profile or preset), case and variant, in run order. */
export type Samples<T> = Record<string, Record<string, Record<string, T[]>>>;

export interface Interleaving<T> {
  /** Profiles or presets, measured one after the other. */
  groups: readonly string[];
  runs: number;
  cases: readonly string[];
  variants: readonly string[];
  measure: (group: string, key: string, variant: string) => Promise<T>;
  /** One load's figures in a word, for the progress log. */
  describe: (sample: T) => string;
  log: (...xs: unknown[]) => void;
}

export async function interleave<T>(o: Interleaving<T>): Promise<{ raw: Samples<T>; failures: string[] }> {
  const raw: Samples<T> = {};
  const failures: string[] = [];
  for (const group of o.groups) {
    const byCase: Record<string, Record<string, T[]>> = (raw[group] = {});
    for (let i = 1; i <= o.runs; i++)
      for (const key of o.cases)
        for (const variant of o.variants) {
          const cell = (byCase[key] ??= Object.fromEntries(o.variants.map((v) => [v, [] as T[]])));
          try {
            const sample = await o.measure(group, key, variant);
            (cell[variant] ??= []).push(sample);
            o.log(group, `run ${i}/${o.runs}`, key, variant, o.describe(sample));
          } catch (e) {
            failures.push(`${group} ${key} ${variant} run ${i}: ${(e as Error).message.split('\n')[0]}`);
            o.log('FAILED', failures.at(-1));
          }
        }
  }
  return { raw, failures };
}

/** The entries of a comma-separated env knob, or all of `all` when it is unset. */
export function chosen<T extends string>(knob: string | undefined, all: readonly T[]): T[] {
  if (!knob) return [...all];
  const wanted = knob.split(',').map((x) => x.trim());
  return all.filter((x) => wanted.includes(x));
}
