import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_ID_COOKIE } from '@mfp/shared/contracts';
import { COOKIE_NAMES } from '@mfp/shared/constants/cookies';
import { repoRoot } from '../repo-root.ts';
import type { ClusterPorts } from './cluster-ports.ts';

export interface NginxConfInput {
  /** The folder nginx runs in (pid, logs, temp files). */
  prefix: string;
  ports: Pick<ClusterPorts, 'front' | 'socketFront' | 'api'> & {
    hosts: readonly number[];
    soketis: readonly number[];
  };
  /** The backend's path prefixes on the host origin (PROXIED_PREFIXES). */
  apiPrefixes: readonly string[];
  /** The secret by which the API trusts the X-Forwarded-For nginx sets. */
  proxySecret: string;
  /**
   * Test runs only: the answers of both origins name the servers nginx tried (X-Mfp-Upstream), so the faults
   * suite can see which one answered, or that a request passed from a dead one to the other. Internal
   * addresses: never in production.
   */
  showUpstream?: boolean;
}

const TEMPLATE = join(repoRoot, 'host-server', 'cluster', 'nginx.conf.template');

const upstreamLines = (ports: readonly number[], failTimeout: string): string =>
  ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${failTimeout};`).join('\n');

function apiLocation(prefix: string, secret: string): string {
  return [
    `    location ^~ ${prefix} {`,
    '      proxy_pass http://api;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $remote_addr;',
    '      proxy_set_header X-Forwarded-Host $http_host;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      proxy_set_header Forwarded "";',
    '      proxy_set_header X-Real-IP "";',
    `      proxy_set_header X-Mfp-Proxy "${secret}";`,
    '    }',
  ].join('\n');
}

const NGINX_NAME = /^[A-Za-z0-9_]+$/;
const cookieVariable = (name: string): string => {
  if (!NGINX_NAME.test(name)) throw new Error(`cookie ${name} cannot be an nginx variable`);
  return `$cookie_${name}`;
};
const cookieSent = (name: string): string => `"~(^|;\\s*)${name}="`;

/**
 * The key of a kept page in nginx: host and route, then what the host server's page cache keys on besides
 * (host-server/cdn/page-cache.ts): the language and currency cookies, the render choice, and what the layout guess
 * reads (User-Agent and client hints, taken whole), and the encoding asked of the host servers.
 */
export const pageCacheKey = (): string =>
  [
    '$host$request_uri',
    '$page_encoding',
    ...[COOKIE_NAMES.language, COOKIE_NAMES.currency, COOKIE_NAMES.render].map(cookieVariable),
    '$http_user_agent',
    '$http_sec_ch_viewport_width',
    '$http_sec_ch_ua_mobile',
  ].join('|');

/** The page-cache-skip map: a member's request first, then a visitor with a session is served kept pages; anyone else not. */
const pageCacheSkip = (): string =>
  [`    default 1;`, `    ${cookieSent(COOKIE_NAMES.memberPresent)} 1;`, `    ${cookieSent(SESSION_ID_COOKIE)} 0;`].join('\n');

/** The nginx configuration of one cluster run, from the template and this run's ports. */
export function nginxConf(input: NginxConfInput): string {
  if (!/^[A-Za-z0-9_-]+$/.test(input.proxySecret)) throw new Error('the proxy secret must be a plain token');
  const values: Record<string, string> = {
    prefix: input.prefix,
    frontPort: String(input.ports.front),
    socketPort: String(input.ports.socketFront),
    apiPort: String(input.ports.api),
    hostServers: upstreamLines(input.ports.hosts, '2s'),
    soketiServers: upstreamLines(input.ports.soketis, '2s'),
    apiLocations: input.apiPrefixes.map((p) => apiLocation(p, input.proxySecret)).join('\n'),
    pageCacheKey: pageCacheKey(),
    pageCacheSkip: pageCacheSkip(),
    upstreamHeader: input.showUpstream ? '      add_header X-Mfp-Upstream $upstream_addr always;' : '',
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx template: no value for {{${key}}}`);
    return value;
  });
}
