import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { runMigrations } from '../src/db/migrate';
import { migrations } from '../src/db/migrations/index';
import { openDb } from '../src/db/open-db';
import { SAFER_PLAY_GATES } from '../src/modules/safer-play/gates';
import { RecordingBroadcaster } from '../src/realtime/pusher-broadcaster';

// The gates are looked up by "METHOD url" of the matched route: a route renamed or moved would silently
// lose its safer-play check. Every gate must name a route the app serves.
test('every safer-play gate names a route the backend serves', async () => {
  const db = openDb(':memory:');
  runMigrations(db, migrations);
  const app = await buildApp({ db, broadcaster: new RecordingBroadcaster(), config: loadConfig({ ...process.env, DB_FILE: ':memory:' }) });
  await app.ready();
  try {
    const missing = Object.keys(SAFER_PLAY_GATES).filter((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return !app.hasRoute({ method: method as 'POST', url });
    });
    expect(missing).toEqual([]);
    expect(app.hasRoute({ method: 'POST', url: '/api/no-such-route' })).toBe(false);
  } finally {
    await app.close();
    db.close();
  }
});
