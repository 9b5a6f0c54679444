import { join } from 'node:path';

/** The workspace's root folder: the builds the server serves (each package's dist/) and the CDN folder lie under it. */
export const repoRoot = join(import.meta.dirname, '..');
