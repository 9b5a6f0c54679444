import { join } from 'node:path';

/** Where a remote's Node server entry lies inside its dist (and so inside each released version folder). */
export const SERVER_ENTRY_DIR = 'server';
export const SERVER_ENTRY_FILE = 'remoteEntry.js';
/** The library type of the server entry: the runtime's Node loader evaluates it as CommonJS. */
export const SERVER_ENTRY_TYPE = 'commonjs-module';

/** The manifest's SSR entry field (`metaData.ssrRemoteEntry`), relative to the manifest's folder. */
export const ssrRemoteEntryField = () => ({
  path: `${SERVER_ENTRY_DIR}/`,
  name: SERVER_ENTRY_FILE,
  type: SERVER_ENTRY_TYPE,
});

export const serverOutDir = (outDir: string): string => join(outDir, SERVER_ENTRY_DIR);
