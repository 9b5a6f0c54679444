// A process that starts soketi and then waits: the orphan test kills it hard and watches soketi go.
import { startSoketi } from '../../src/realtime/soketi';

const port = Number(process.argv[2]);
const metricsPort = Number(process.argv[3]);
const soketi = await startSoketi(
  { appId: 'orphan-test', key: 'orphan-key', secret: 'orphan-secret', host: '127.0.0.1', port },
  { metricsPort, quiet: true },
);
process.stdout.write(`ready ${soketi.child.pid}\n`);
setInterval(() => undefined, 60_000);
