import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { storeCaptcha } from '../core/captcha';
import { issueLoginHeader } from '../core/login-header';
import { createSession } from '../core/session';
import { SEED_MEMBERS, SEED_PASSWORD } from '../seed/core-seed';
import { startServer } from '../start';

const DURATION_S = Number(process.env.LOAD_DURATION ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);

interface Row {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  codes: string;
}

/**
 * Bounded loopback load test (autocannon, 10 s x 10 connections per call) against an in-process
 * server on a temp database: login, game list and my_cash.
 */
async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mfp-load-'));
  const config = loadConfig({
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DB_FILE: path.join(dir, 'load.sqlite'),
    LIMIT_LOGIN_PER_IP_MINUTE: '1000000',
    // Ten connections log one account in at once: each attempt counts as a failure until its password is checked.
    LIMIT_LOGIN_ACCOUNT_FREE_FAILURES: '1000',
  });
  const server = await startServer(config, { withSoketi: false });
  const { deps, url } = server;
  const rows: Row[] = [];
  try {
    // Login needs a fresh captcha and login header per request: mint them ahead with a known answer.
    const pairs = Array.from({ length: 20_000 }, () => ({
      captcha: storeCaptcha(deps.db, 1, '4242'),
      header: issueLoginHeader(deps.db),
    }));
    let next = 0;
    const token = `Bearer ${createSession(deps, SEED_MEMBERS.memberBdt.id, { device: 'load' })}`;

    const run = async (name: string, opts: autocannon.Options) => {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...opts });
      rows.push({
        name,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        codes: '',
      });
    };

    await run('POST /api/login', {
      requests: [
        {
          method: 'POST',
          path: '/api/login',
          setupRequest: (req) => {
            const pair = pairs[next++ % pairs.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', [config.loginHeaderName]: pair?.header ?? '' },
              body: JSON.stringify({ account: SEED_MEMBERS.memberBdt.account, password: SEED_PASSWORD, site_id: '1', answer: '4242', captcha_token: pair?.captcha, udid: 'load' }),
            };
          },
        },
      ],
    });
    await run('POST /api/v3/game_list', {
      requests: [{
        method: 'POST',
        path: '/api/v3/game_list',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'BDT', site_id: '1', support_device: 'pc', template: 'default' }),
      }],
    });
    await run('POST /api/member/profile/my_cash', {
      requests: [{
        method: 'POST',
        path: '/api/member/profile/my_cash',
        headers: { 'content-type': 'application/json', authorization: token },
        body: '{}',
      }],
    });

    // One sample reply per call proves the load hit real answers, not errors.
    for (const row of rows) {
      const [method, route] = row.name.split(' ');
      if (method !== 'POST' || !route) continue;
      if (route === '/api/login') {
        const ok = (deps.db.prepare("SELECT COUNT(*) n FROM sessions WHERE device IS NULL").get() as { n: number }).n;
        row.codes = `${ok} sessions opened`;
        continue;
      }
      const res = await fetch(url + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ currency: 'BDT', site_id: '1', support_device: 'pc' }),
      });
      row.codes = `sample code ${((await res.json()) as { code: number }).code}`;
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${DURATION_S} s x ${CONNECTIONS} connections each, loopback, ${os.cpus().length} CPUs, node ${process.version}\n`);
  console.log('| call | requests | req/s | p50 ms | p99 ms | non-2xx | errors | note |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.codes} |`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
