/** What a bench scenario declares, and how the runner picks one from its command line. */

export type Log = (...xs: unknown[]) => void;

// Methods, not function-valued fields: a scenario of any results then stands in the runner's list of them all.
export interface Scenario<R = unknown> {
  name: string;
  /** One line for the runner's usage. */
  summary: string;
  /** The report's file name without extension (<report>.json and <report>.md): the README links them. */
  report: string;
  /** A hand-written reading beside the bench, appended to the markdown. */
  findings?: string;
  /** Starts what it measures, measures it, stops it. */
  measure(log: Log): Promise<R>;
  /** The figures as saved (json) and as read (md). */
  render(results: R): { json: unknown; md: string };
  /** The results again from a saved json, so the markdown can be written anew without measuring. */
  fromSaved(json: unknown): R;
}

export type Choice = { name: string; fromJson: boolean } | { error: string };

/** The scenario named by the first argument (and --from-json: the report again from its saved figures). */
export function chooseScenario(names: readonly string[], argv: readonly string[]): Choice {
  const words = argv.filter((a) => !a.startsWith('--'));
  const flags = argv.filter((a) => a.startsWith('--'));
  const unknownFlag = flags.find((f) => f !== '--from-json');
  if (unknownFlag) return { error: `unknown option ${unknownFlag}` };
  if (words.length !== 1) return { error: words.length ? 'one scenario at a time' : 'which scenario?' };
  const name = words[0] as string;
  if (!names.includes(name)) return { error: `no scenario ${name}` };
  return { name, fromJson: flags.includes('--from-json') };
}
