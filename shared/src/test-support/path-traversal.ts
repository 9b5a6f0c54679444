/**
 * Path-traversal forms: each turns a path under a prefix of the host into `target` (a backend route outside
 * /api, or a file outside the served folders) for a server that decodes or normalises naively.
 * `%s` stands for the prefix (ending in '/'), `%t` for the target ('__test/handoff'); between them, one step up.
 */
export const TRAVERSAL_FORMS: readonly string[] = [
  '%s../%t',
  '%s./../%t',
  '%sx/../../%t',
  '%s/../%t',
  '%s..//%t',
  '%s%2e%2e/%t',
  '%s%2E%2E/%t',
  '%s%2e%2E/%t',
  '%s.%2e/%t',
  '%s%2e./%t',
  '%s..%2f%t',
  '%s..%2F%t',
  '%s%2e%2e%2f%t',
  '%s%2E%2e%2F%t',
  '%s..%2f..%2f%t',
  '%s%252e%252e/%t',
  '%s.%252e/%t',
  '%s%252e%252e%252f%t',
  '%s..%252f%t',
  '%s..\\%t',
  '%s\\..\\%t',
  '%s..\\/%t',
  '%s..%5c%t',
  '%s..%5C%t',
  '%s%2e%2e%5c%t',
  '%s..%255c%t',
  '%s%c0%ae%c0%ae/%t',
  '%s%c0%ae%c0%ae%c0%af%t',
  '%s%e0%80%ae%e0%80%ae/%t',
  '%s%ef%bc%8e%ef%bc%8e/%t',
  '%s..%ef%bc%8f%t',
  '%s%u002e%u002e/%t',
  '%s..;/%t',
  '%s%2e%2e;/%t',
  '%s..%00/%t',
  '%s..%0d%0a/%t',
  '%s..%09/%t',
];

/** Forms that leave the path altogether: scheme-relative and absolute request targets. */
export const ESCAPE_FORMS: readonly string[] = ['//127.0.0.1:%p/%t', 'http://127.0.0.1:%p/%t', '///%t', '/\\%t'];

const withSlash = (prefix: string) => (prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The step up of a form: what stands between the prefix and the target. */
function stepOf(form: string): string {
  if (!form.startsWith('%s') || !form.endsWith('%t')) throw new Error(`traversal form not of the shape %s<step>%t: ${form}`);
  return form.slice(2, -2);
}

export function traversalPaths(prefix: string, target: string): string[] {
  return TRAVERSAL_FORMS.map((f) => f.replace('%s', withSlash(prefix)).replace('%t', target));
}

/** Each form's step taken `depth` times from the prefix, then `target`: how a naive server climbs out of a served folder. */
export function deepTraversalPaths(prefix: string, depth: number, target: string): string[] {
  return TRAVERSAL_FORMS.map((f) => `${withSlash(prefix)}${stepOf(f).repeat(depth)}${target}`);
}

export function escapePaths(apiPort: number, target: string): string[] {
  return ESCAPE_FORMS.map((f) => f.replace('%p', String(apiPort)).replace('%t', target));
}

/**
 * Files no origin of the site may ever answer with, each with text only its content carries. `path` is from
 * the repository's root, or absolute (from '/'). Markers are checked against the files on disk by the spec.
 */
export const FILE_TARGETS: readonly { path: string; marker: string }[] = [
  { path: 'package.json', marker: '"name": "@mfp/root"' },
  { path: 'server/package.json', marker: '"name": "@mfp/server"' },
  { path: 'host-server/cdn/origins.ts', marker: 'export const PROXY_SECRET' },
  // Every SQLite database file begins with this header.
  { path: 'server/data/mfp.sqlite', marker: 'SQLite format 3' },
  { path: 'server/data/mfp.sqlite.secrets.json', marker: '"consoleToken"' },
  { path: '/etc/passwd', marker: 'root:x:0:0:' },
];
