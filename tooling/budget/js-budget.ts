/**
 * A remote's budget for the compressed JavaScript it adds to the first view it takes part in
 * (package.json `mfp.budget`): its entry, and the exposed modules that view renders with every chunk
 * they load, sync and lazy. Singletons are not counted: the host provides them ('loaded-first'), so
 * the remote's own copies are never fetched.
 */
export interface JsBudget {
  /** The page the remote takes part in first, for the message (e.g. "/"). */
  firstView: string;
  /** The exposes that view renders (e.g. ["./app"]). */
  exposes: string[];
  /** Brotli-compressed kilobytes (1 KB = 1024 bytes), as the CDN serves them. */
  brotliKb: number;
}

/** The part of mf-manifest.json the budget reads. */
export interface ManifestForBudget {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** The files the budget counts, in a stable order; throws when the budget names an expose the build lacks. */
export function budgetFiles(manifest: ManifestForBudget, budget: JsBudget): string[] {
  const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
  const files = new Set<string>([entry]);
  for (const wanted of budget.exposes) {
    const expose = manifest.exposes.find((e) => e.path === wanted || `./${e.name}` === wanted);
    if (!expose) throw new Error(`budget names expose '${wanted}', which the build does not expose`);
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
  }
  return [...files].sort();
}

export interface BudgetVerdict {
  bytes: number;
  limit: number;
  over: boolean;
  message: string;
}

/** Over or within: the message names the figure, the budget and the view, so a failed build says why. */
export function judgeBudget(remote: string, budget: JsBudget, sizes: Record<string, number>): BudgetVerdict {
  const bytes = Object.values(sizes).reduce((sum, n) => sum + n, 0);
  const limit = Math.round(budget.brotliKb * 1024);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const largest = Object.entries(sizes)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([file, n]) => `${file} ${kb(n)}`)
    .join(', ');
  const over = bytes > limit;
  const message = over
    ? `${remote} is over its JavaScript budget for ${budget.firstView}: ${kb(bytes)} brotli > ${kb(limit)} ` +
      `(${budget.exposes.join(', ')} with entry; largest: ${largest}). Shrink it or raise mfp.budget.brotliKb in its package.json.`
    : `${remote}: ${kb(bytes)} brotli of ${kb(limit)} budget for ${budget.firstView}`;
  return { bytes, limit, over, message };
}
