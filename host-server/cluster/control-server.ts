import { createServer, type Server } from 'node:http';
import type { NodeProcess } from './node-process.ts';

const ACTIONS = {
  kill: (n: NodeProcess) => n.stop('SIGKILL'),
  start: (n: NodeProcess) => n.start(),
} as const;

/**
 * Test-only (TEST_ROUTES=1), on 127.0.0.1 only: crashes a member of the cluster run or starts it again,
 * for the e2e faults suite. POST /kill/soketi-a, POST /start/redis; GET /status lists who runs.
 */
export function startControlServer(port: number, nodes: Map<string, NodeProcess>): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const [, action, name] = (req.url ?? '').split('/');
    if (req.method === 'GET' && action === 'status') {
      return reply(200, Object.fromEntries([...nodes].map(([n, p]) => [n, p.running()])));
    }
    const run =
      action && Object.hasOwn(ACTIONS, action) ? ACTIONS[action as keyof typeof ACTIONS] : undefined;
    const node = nodes.get(name ?? '');
    if (req.method !== 'POST' || !run || !node) return reply(404, { error: 'no such action or member' });
    run(node).then(
      () => reply(200, { [node.spec.name]: node.running() }),
      (e: Error) => reply(500, { error: e.message }),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
