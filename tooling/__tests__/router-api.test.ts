import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTER_API, repoRoot, sharedConfig } from '../singletons';

const SOURCE_ROOTS = ['host-shell/src', 'mfe-lobby/src', 'mfe-games/src', 'mfe-member-center/src', 'mfe-agent-center/src', 'mfe-auth/src', 'shared/src'];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** Every name imported from react-router-dom (or react-router) anywhere in the packages' sources. */
function importedRouterNames(): Map<string, string> {
  const found = new Map<string, string>();
  const importRe = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g;
  for (const root of SOURCE_ROOTS)
    for (const file of sources(join(repoRoot, root))) {
      for (const m of readFileSync(file, 'utf8').matchAll(importRe))
        for (const part of (m[1] ?? '').split(',')) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
          if (name) found.set(name, file.slice(repoRoot.length + 1));
        }
    }
  return found;
}

describe('react-router-dom is shared tree-shaken to the platform routing API (DESIGN section 3)', () => {
  it('every router name the packages import is in ROUTER_API, so no remote meets a missing export', () => {
    const missing = [...importedRouterNames()]
      .filter(([name]) => !(ROUTER_API as readonly string[]).includes(name) && !/^[A-Z]\w*Props$|^To$|^Location$|^NavigateOptions$/.test(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('the shared config tree-shakes react-router-dom to exactly that API, as a singleton', () => {
    expect(sharedConfig()['react-router-dom']).toMatchObject({
      singleton: true,
      treeShaking: { mode: 'runtime-infer', usedExports: [...ROUTER_API] },
    });
  });

  it('no namespace or default import of the router escapes the check', () => {
    const loose = /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router(?:-dom)?'/;
    const offenders = SOURCE_ROOTS.flatMap((root) =>
      [...sources(join(repoRoot, root))].filter((f) => loose.test(readFileSync(f, 'utf8'))),
    );
    expect(offenders).toEqual([]);
  });
});
