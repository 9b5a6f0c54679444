import { loadConfig } from './config';
import { startServer } from './start';

async function main(): Promise<void> {
  const config = loadConfig(process.env, process.cwd(), { announce: (message) => console.log(message) });
  const withSoketi = process.env.SOKETI !== '0';
  const server = await startServer(config, { withSoketi, logger: process.env.LOG === '1' });
  console.log(`API       ${server.url}/api/health`);
  console.log(`OpenAPI   ${server.url}/api/openapi.json`);
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
