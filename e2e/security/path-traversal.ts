/**
 * Path-traversal forms (issue 16): each turns a path under a prefix of the host into `target`
 * (a backend route outside /api) for a server that decodes or normalises naively.
 * `%s` stands for the prefix (ending in '/'), `%t` for the target ('__test/handoff').
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

export function traversalPaths(prefix: string, target: string): string[] {
  const p = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return TRAVERSAL_FORMS.map((f) => f.replace('%s', p).replace('%t', target));
}

export function escapePaths(apiPort: number, target: string): string[] {
  return ESCAPE_FORMS.map((f) => f.replace('%p', String(apiPort)).replace('%t', target));
}
