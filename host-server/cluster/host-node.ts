import { serveHost } from '../cdn/serve-site.ts';

// One host server of the cluster run (host-server/cluster/cluster.ts starts two behind nginx).
const port = Number(process.env.HOST_NODE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('HOST_NODE_PORT is not set');
const server = await serveHost(port);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
