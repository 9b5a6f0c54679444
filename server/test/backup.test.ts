import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { login, registerUsdMember } from './helpers/auth-client';
import { startTestServer } from './helpers/start-server';

const serverDir = path.resolve(__dirname, '..');
const accounts = (file: string): string[] => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT member_account FROM members ORDER BY id').all() as { member_account: string }[]).map((r) => r.member_account);
  } finally {
    db.close();
  }
};

test('the backup command copies a running server (WAL included) to a database that restores with the same members', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-backup-'));
  const dbFile = path.join(dir, 'live.sqlite');
  const backup = path.join(dir, 'copies', 'backup.sqlite');
  try {
    const live = await startTestServer({ dbFile });
    const reg = await registerUsdMember(live.baseUrl, 'backup01', 'Back1234');
    expect(reg.body.code).toBe(100);
    // The new member is still in the WAL: the database file alone does not hold it yet.
    expect(fs.statSync(`${dbFile}-wal`).size).toBeGreaterThan(0);

    const run = spawnSync(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/scripts/backup.ts', backup], {
      cwd: serverDir,
      env: { ...process.env, DB_FILE: dbFile, INIT_CWD: serverDir },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/integrity ok/);
    const liveAccounts = accounts(dbFile);
    expect(liveAccounts).toContain('backup01');
    await live.stop({ keepDb: true });

    // Restore: a server started on the copy knows the same members and their passwords.
    const restoredFile = path.join(dir, 'restored.sqlite');
    fs.copyFileSync(backup, restoredFile);
    expect(accounts(restoredFile)).toEqual(liveAccounts);
    const restored = await startTestServer({ dbFile: restoredFile });
    expect((await login(restored.baseUrl, 'backup01', 'Back1234')).body.code).toBe(100);
    await restored.stop({ keepDb: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);

test('the backup refuses to overwrite the database it copies and a missing source', () => {
  const run = (db: string, target: string) =>
    spawnSync(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/scripts/backup.ts', target], {
      cwd: serverDir,
      env: { ...process.env, DB_FILE: db, INIT_CWD: serverDir },
      encoding: 'utf8',
    });
  const missing = run('/nonexistent/mfp.sqlite', '/tmp/x.sqlite');
  expect(missing.status).toBe(1);
  expect(missing.stderr).toMatch(/no database/);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-backup-'));
  const file = path.join(dir, 'a.sqlite');
  new Database(file).close();
  const same = run(file, file);
  expect(same.status).toBe(1);
  expect(same.stderr).toMatch(/must not overwrite/);
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

const registerWalMember = async (baseUrl: string, account: string) => {
  const reg = await registerUsdMember(baseUrl, account, 'Wal12345');
  expect(reg.body.code).toBe(100);
};
/** The members the database file holds on its own, without the WAL beside it (what a plain file copy keeps). */
const accountsInFileAlone = (dbFile: string): string[] => {
  const alone = `${dbFile}.alone`;
  fs.copyFileSync(dbFile, alone);
  return accounts(alone);
};

test('while the server runs, the WAL is checkpointed into the database file on a timer', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-wal-'));
  const dbFile = path.join(dir, 'wal.sqlite');
  const s = await startTestServer({ dbFile, checkpointIntervalMs: 200 });
  try {
    await registerWalMember(s.baseUrl, 'waltimer01');
    await new Promise((r) => setTimeout(r, 600));
    expect(accountsInFileAlone(dbFile)).toContain('waltimer01');
  } finally {
    await s.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test('stopping the server leaves the whole database in its file (the WAL checkpointed at close)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-wal-'));
  const dbFile = path.join(dir, 'wal.sqlite');
  const s = await startTestServer({ dbFile });
  try {
    await registerWalMember(s.baseUrl, 'walstop01');
    await s.stop({ keepDb: true });
    expect(fs.existsSync(`${dbFile}-wal`) ? fs.statSync(`${dbFile}-wal`).size : 0).toBe(0);
    expect(accountsInFileAlone(dbFile)).toContain('walstop01');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
