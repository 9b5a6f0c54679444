import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEngine } from '../engines.ts';

describe('cluster engines (Debian nginx and redis-server, found or explained)', () => {
  test('a program on PATH is found there first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfp-engines-'));
    const file = join(dir, 'redis-server');
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
    expect(findEngine('redis-server', dir)).toBe(file);
  });

  test('a program in no PATH folder nor sbin is reported missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'mfp-engines-'));
    const found = findEngine('nginx', empty);
    // On a machine with Debian's nginx it lives in /usr/sbin, which a non-root PATH leaves out.
    expect(
      found === null ||
        found.startsWith('/usr/sbin') ||
        found.startsWith('/usr/local/sbin') ||
        found.startsWith('/sbin'),
    ).toBe(true);
  });
});
