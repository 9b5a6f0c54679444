import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The Debian programs the cluster run needs, by the package that ships each. */
export const ENGINES = { nginx: 'nginx', 'redis-server': 'redis-server' } as const;

export type Engine = keyof typeof ENGINES;

/** The path of a program: on PATH or in the sbin folders a non-root PATH leaves out. */
export function findEngine(name: Engine, path = process.env.PATH ?? ''): string | null {
  const dirs = [...path.split(delimiter), '/usr/sbin', '/usr/local/sbin', '/sbin'];
  for (const dir of dirs) {
    const file = join(dir, name);
    if (dir && existsSync(file)) return file;
  }
  return null;
}

/** Every engine's path, or an error that says how to install the missing ones. */
export function requireEngines(): Record<Engine, string> {
  const found = Object.fromEntries(
    (Object.keys(ENGINES) as Engine[]).map((n) => [n, findEngine(n)]),
  ) as Record<Engine, string | null>;
  const missing = (Object.keys(found) as Engine[]).filter((n) => found[n] === null);
  if (missing.length > 0) {
    const pkgs = missing.map((n) => ENGINES[n]).join(' ');
    throw new Error(
      `The cluster run needs ${missing.join(' and ')}: run bash ./scripts/run-cluster.sh as root (it installs them), or apt-get install ${pkgs}`,
    );
  }
  return found as Record<Engine, string>;
}
