import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runMigrations } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { openDb } from '../db/open-db';
import { RecordingBroadcaster } from '../realtime/pusher-broadcaster';

/** Writes the OpenAPI document generated from the route schemas to server/openapi.json. */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DB_FILE: ':memory:' });
  const db = openDb(':memory:');
  runMigrations(db, migrations);
  const app = await buildApp({ db, broadcaster: new RecordingBroadcaster(), config });
  const out = path.resolve(process.env.OPENAPI_OUT ?? 'openapi.json');
  fs.writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  db.close();
  console.log(`wrote ${out}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
