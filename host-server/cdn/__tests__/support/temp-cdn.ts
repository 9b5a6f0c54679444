import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported first by tests that write release state: origins.ts reads MFP_CDN_DIR when it loads, and the
// imports of a test file run before its body, so the folder must be set by an import of its own.
process.env.MFP_CDN_DIR = mkdtempSync(join(tmpdir(), 'mfp-release-'));
process.env.RELEASE_BY = 'jest';
