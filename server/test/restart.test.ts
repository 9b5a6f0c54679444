import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login, registerUsdMember } from './helpers/auth-client';
import { post, startTestServer } from './helpers/start-server';

test('data is kept across a restart on the same file; migrations and seeds run once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-restart-'));
  const dbFile = path.join(dir, 'keep.sqlite');
  try {
    const first = await startTestServer({ dbFile });
    const reg = await registerUsdMember(first.baseUrl, 'keepme01', 'Keep1234');
    expect(reg.body.code).toBe(100);
    const token = reg.headers.get('authorization') ?? '';
    const count = (first.deps.db.prepare('SELECT COUNT(*) n FROM members').get() as { n: number }).n;
    await first.stop({ keepDb: true });

    const second = await startTestServer({ dbFile });
    expect((second.deps.db.prepare('SELECT COUNT(*) n FROM members').get() as { n: number }).n).toBe(count);
    expect((second.deps.db.prepare('SELECT COUNT(*) n FROM seeds').get() as { n: number }).n).toBeGreaterThanOrEqual(1);
    expect((await login(second.baseUrl, 'keepme01', 'Keep1234')).body.code).toBe(100);
    // The session issued before the restart is still live.
    const auth = await post(second.baseUrl, '/broadcasting/auth', { socket_id: '1.1', channel_name: `private-member.${reg.body.data.member_id}` }, { authorization: token });
    expect(auth.status).toBe(200);
    await second.stop({ keepDb: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
