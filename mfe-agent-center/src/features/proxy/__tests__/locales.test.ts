/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../locales/en_US/agent.json';
import bn from '../../../locales/bn_BD/agent.json';

type Tree = { [k: string]: string | Tree };
const keys = (o: Tree, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [p + k] : keys(v, `${p}${k}.`)));

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const full = join(dir, f);
    if (statSync(full).isDirectory()) return f === '__tests__' ? [] : files(full);
    return /\.tsx?$/.test(f) ? [full] : [];
  });

describe('agent locales', () => {
  test('en_US and bn_BD have the same keys, none empty', () => {
    expect(keys(bn as Tree).sort()).toEqual(keys(en as Tree).sort());
    for (const tree of [en, bn]) for (const k of keys(tree as Tree)) expect(k.split('.').reduce<unknown>((o, p) => (o as Tree)[p], tree)).not.toBe('');
  });

  test('bn_BD is Bengali, not a copy of English', () => {
    const same = keys(en as Tree).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Tree)[p], bn) === k.split('.').reduce<unknown>((o, p) => (o as Tree)[p], en));
    expect(same).toEqual([]);
  });

  test('every literal key the pages translate exists', () => {
    const known = new Set(keys(en as Tree));
    const used = files(join(__dirname, '..', '..', '..')).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\bt\('([a-zA-Z_]+(?:\.[a-zA-Z_0-9]+)*)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((k) => !known.has(k))).toEqual([]);
  });
});
