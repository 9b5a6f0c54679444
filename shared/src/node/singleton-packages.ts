import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * Run-time singletons of DESIGN.md section 2, in the order the host shares them. The build shares them in the
 * browser (the federation preset) and the host server provides them to the remotes' server entries: one list
 * for both.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'antd',
  'axios',
  'laravel-echo',
  'pusher-js',
  'dayjs',
] as const;

/** Entry points of a singleton that are imported on their own and must resolve to the same copy. */
export const SUBPATHS: Record<string, string[]> = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
};

/** The workspace's root folder (this file lies in shared/src/node). */
export const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

/** The pinned versions of the workspace catalog (pnpm-workspace.yaml), the single source of versions. */
export function readCatalog(): Record<string, string> {
  const doc = parse(readFileSync(join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8')) as {
    catalog: Record<string, string>;
  };
  return doc.catalog;
}

/** The version of @mfp/shared, shared as a singleton like the packages above. */
export function readSharedLibVersion(): string {
  const pkg = JSON.parse(readFileSync(join(workspaceRoot, 'shared', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}
