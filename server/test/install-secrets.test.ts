import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { resolveInstallSecrets, secretsFileOf } from '../src/core/install-secrets';
import { startServer } from '../src/start';

// No documented secret is ever used; unset, each secret is random per installation,
// kept next to the database (mode 0600) and reused; the /__test routes exist only with TEST_ROUTES=1.

const OLD_DEFAULTS = ['local-console-token', 'local-handoff-key-change-me', 'mfp-secret'];
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-secrets-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('per-installation secrets', () => {
  test('generated at first start, written next to the database with mode 0600, reused at the next start', () => {
    const dbFile = path.join(dir, 'data', 'mfp.sqlite');
    const first = resolveInstallSecrets({}, dbFile);
    expect(first.created.sort()).toEqual(['consoleToken', 'handoffKey', 'pusherSecret']);
    expect(first.file).toBe(`${dbFile}.secrets.json`);
    expect(fs.statSync(first.file!).mode & 0o777).toBe(0o600);
    const values = Object.values(first.secrets);
    expect(new Set(values).size).toBe(3);
    for (const v of values) {
      expect(v.length).toBeGreaterThanOrEqual(32);
      expect(OLD_DEFAULTS).not.toContain(v);
    }
    const again = resolveInstallSecrets({}, dbFile);
    expect(again.created).toEqual([]);
    expect(again.secrets).toEqual(first.secrets);
  });

  test('a secrets file readable by others is narrowed to its owner, and its values are kept', () => {
    const dbFile = path.join(dir, 'mfp.sqlite');
    const stored = { consoleToken: 'c'.repeat(32), handoffKey: 'h'.repeat(32), pusherSecret: 'p'.repeat(32) };
    fs.writeFileSync(`${dbFile}.secrets.json`, JSON.stringify(stored), { mode: 0o644 });
    fs.chmodSync(`${dbFile}.secrets.json`, 0o644);
    expect(resolveInstallSecrets({}, dbFile)).toEqual({ secrets: stored, created: [], file: `${dbFile}.secrets.json` });
    expect(fs.statSync(`${dbFile}.secrets.json`).mode & 0o777).toBe(0o600);
  });

  test('another installation (another database) gets other secrets', () => {
    const a = resolveInstallSecrets({}, path.join(dir, 'a.sqlite')).secrets;
    const b = resolveInstallSecrets({}, path.join(dir, 'b.sqlite')).secrets;
    expect(a.consoleToken).not.toBe(b.consoleToken);
    expect(a.handoffKey).not.toBe(b.handoffKey);
    expect(a.pusherSecret).not.toBe(b.pusherSecret);
  });

  test('the environment wins and is never written to the file', () => {
    const dbFile = path.join(dir, 'mfp.sqlite');
    const env = { CONSOLE_TOKEN: 'from-env-console', HANDOFF_KEY: 'from-env-handoff', PUSHER_APP_SECRET: 'from-env-pusher' };
    const r = resolveInstallSecrets(env, dbFile);
    expect(r.secrets).toEqual({ consoleToken: 'from-env-console', handoffKey: 'from-env-handoff', pusherSecret: 'from-env-pusher' });
    expect(r.created).toEqual([]);
    expect(fs.existsSync(`${dbFile}.secrets.json`)).toBe(false);

    const generated = resolveInstallSecrets({}, dbFile).secrets;
    const mixed = resolveInstallSecrets({ CONSOLE_TOKEN: 'from-env-console' }, dbFile).secrets;
    expect(mixed).toEqual({ ...generated, consoleToken: 'from-env-console' });
    expect(fs.readFileSync(`${dbFile}.secrets.json`, 'utf8')).not.toContain('from-env');
  });

  test('an in-memory database keeps its secrets in memory only', () => {
    expect(secretsFileOf(':memory:')).toBeNull();
    const r = resolveInstallSecrets({}, ':memory:');
    expect(r.file).toBeNull();
    expect(r.created).toHaveLength(3);
  });

  test('loadConfig uses them (soketi gets the same Pusher secret) and announces the console token once', () => {
    const announced: string[] = [];
    const env = { DB_FILE: path.join(dir, 'mfp.sqlite') };
    const config = loadConfig(env, dir, { announce: (m) => announced.push(m) });
    const stored = JSON.parse(fs.readFileSync(`${env.DB_FILE}.secrets.json`, 'utf8')) as Record<string, string>;
    expect(config.consoleToken).toBe(stored.consoleToken);
    expect(config.handoffKey).toBe(stored.handoffKey);
    expect(config.pusher.secret).toBe(stored.pusherSecret);
    expect(announced).toHaveLength(1);
    expect(announced[0]).toContain(config.consoleToken);
    expect(loadConfig(env, dir, { announce: (m) => announced.push(m) }).consoleToken).toBe(config.consoleToken);
    expect(announced).toHaveLength(1);
  });
});

describe('test routes in the production run', () => {
  test.each([
    [{}, false],
    [{ TEST_ROUTES: '0' }, false],
    [{ TEST_ROUTES: 'true' }, false],
    [{ TEST_ROUTES: '1' }, true],
  ])('TEST_ROUTES %j turns them %s', (env, on) => {
    expect(loadConfig({ ...env, DB_FILE: ':memory:' }).testRoutes).toBe(on);
  });

  test('a server started with the production environment (no TEST_ROUTES) serves no /__test route', async () => {
    const config = loadConfig({ API_HOST: '127.0.0.1', API_PORT: '0', DB_FILE: path.join(dir, 'prod.sqlite') }, dir);
    const server = await startServer(config, { withSoketi: false });
    try {
      const calls: [string, string][] = [
        ['GET', '/__test/captcha/abc'],
        ['GET', '/__test/sms?phone=1'],
        ['POST', '/__test/handoff'],
        ['POST', '/__test/realtime/kill'],
        ['POST', '/__test/realtime/start'],
      ];
      for (const [method, url] of calls) {
        const res = await fetch(server.url + url, { method, headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{"member_id":10001}' } : {}) });
        expect([url, res.status]).toEqual([url, 404]);
      }
      // The console still needs its (generated) token.
      const noToken = await fetch(`${server.url}/console/build/bump`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(noToken.status).toBe(401);
      const oldDefault = await fetch(`${server.url}/console/build/bump`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-console-token': 'local-console-token' }, body: '{}' });
      expect(oldDefault.status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 30_000);
});
