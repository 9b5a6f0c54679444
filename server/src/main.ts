import { loadConfig } from './config';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.cwd(), { announce: (message) => console.log(message) });
  // SOKETI=0: events recorded in memory only; SOKETI=external: published to the soketi at PUSHER_HOST:PUSHER_PORT.
  const externalSoketi = process.env.SOKETI === 'external';
  const withSoketi = process.env.SOKETI !== '0' && !externalSoketi;
  const server = await startServer(config, { withSoketi, externalSoketi, logger: process.env.LOG === '1' });
  console.log(`API       ${server.url}/api/health`);
  console.log(`OpenAPI   ${server.url}/api/openapi.json`);
  if (externalSoketi) console.log(`Soketi    publishing to http://${config.pusher.host}:${config.pusher.port} (started elsewhere)`);
  if (withSoketi) console.log(`Soketi    ws://${config.pusher.host}:${config.pusher.port} (app key ${config.pusher.key})`);
  console.log(`Database  ${config.dbFile}`);
  if (config.testRoutes) console.log('Test      loopback /__test/* routes ON (TEST_ROUTES=1): never in production');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
