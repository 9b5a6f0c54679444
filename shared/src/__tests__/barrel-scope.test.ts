import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// Every page loads the @mfp/shared barrel whole (it is one shared singleton), so what it reaches is what a visitor
// pays for. The rules no visitor page runs before a click (the forms' checks, the member center's limits, deposit
// allowance, breaks and activity) stay out of it: they are the subpaths @mfp/shared/validation and
// @mfp/shared/safer-play, bundled by the remotes that render those forms.

const SRC = join(__dirname, '..');

const FORM_AND_MEMBER_RULES = [
  /^validation\//,
  /^safer-play\/(limits|allowance|breaks|activity)\.ts$/,
];

/** The files a module reaches through its value imports and re-exports (`import type` and `export type` load nothing). */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm)) {
      if (m[1]) continue;
      const target = resolveLocal(dirname(file), m[2]!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

function resolveLocal(from: string, request: string): string | undefined {
  const base = join(from, request);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
}

const rel = (file: string): string => relative(SRC, file).split('\\').join('/');

describe('the @mfp/shared barrel, which every page loads', () => {
  const reached = [...reachedFrom(join(SRC, 'index.ts'))].map(rel);

  it('reaches no form rule and none of the member center safer-play rules', () => {
    expect(reached.filter((f) => FORM_AND_MEMBER_RULES.some((r) => r.test(f)))).toEqual([]);
  });

  it('still reaches the visitor page rules (the scan follows re-exports)', () => {
    expect(reached).toEqual(expect.arrayContaining(['stores/session-store.ts', 'safer-play/reality-check.ts', 'errors/tables.ts']));
  });

  it('leaves them to the subpaths the form remotes import', () => {
    const validation = reachedFrom(join(SRC, 'validation', 'index.ts'));
    const saferPlay = reachedFrom(join(SRC, 'safer-play', 'index.ts'));
    expect([...validation].map(rel)).toEqual(expect.arrayContaining(['validation/registration.ts', 'validation/login.ts']));
    expect([...saferPlay].map(rel)).toEqual(expect.arrayContaining(['safer-play/limits.ts', 'safer-play/activity.ts']));
  });
});
