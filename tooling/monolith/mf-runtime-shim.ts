// Stands in for '@module-federation/enhanced/runtime' in the monolith build: same calls, static imports.
// Generated at build time by generate-exposes.ts (type-checked as part of the build, not by tsc).
import { EXPOSES } from './exposes.generated';

const table = EXPOSES as Record<string, () => Promise<unknown>>;

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | undefined> {
  const load = table[id];
  return load ? ((await load()) as T) : undefined;
}

export async function preloadRemote(ops: { nameOrAlias: string; exposes?: string[] }[]): Promise<void> {
  await Promise.all(
    ops.flatMap((op) => (op.exposes ?? ['./app']).map((key) => table[`${op.nameOrAlias}/${key.replace(/^\.\//, '')}`]?.())),
  );
}
