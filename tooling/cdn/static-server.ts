import { createReadStream, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { compressedFile, pickEncoding } from './compression.ts';
import { cacheControlFor, contentTypeFor, SECURITY_HEADERS } from './headers.ts';
import { checkRequestPath, underPrefix } from './request-path.ts';

export interface StaticServerOptions {
  name: string;
  port: number;
  host: string;
  /** Folders searched in order; `mount` maps a URL prefix to a folder. */
  mounts: { prefix: string; dir: string }[];
  /** Single-page app: unknown paths without an extension answer index.html of the first mount. */
  spaFallback?: boolean;
  /** With the fallback: whether the site has a page at this path; one it has not is still the app (its error screen) but answers 404, not to be indexed. */
  isPagePath?: (path: string) => boolean;
  /** With the fallback: a page path the server answers with a redirect instead (spec 2's production redirects). */
  redirectFor?: (path: string) => { status: 301 | 302; location: string; setCookie?: string } | null;
  headers?: (req: IncomingMessage) => Record<string, string>;
  /** Backend prefixes; `secret` proves to the backend that X-Forwarded-For was set by this proxy. */
  proxy?: { prefixes: string[]; target: string; secret: string };
}

/** Headers a client may send to pose as a proxy or as another address: never relayed. */
const RELAY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip', 'x-mfp-proxy'];

function resolveFile(mounts: StaticServerOptions['mounts'], urlPath: string): string | undefined {
  for (const { prefix, dir } of mounts) {
    if (!urlPath.startsWith(prefix)) continue;
    const rel = normalize(decodeURIComponent(urlPath.slice(prefix.length))).replace(/^([/\\])+/, '');
    const file = join(dir, rel);
    if (!file.startsWith(dir + sep) && file !== dir) continue;
    try {
      const st = statSync(file);
      if (st.isFile()) return file;
      if (st.isDirectory()) {
        const index = join(file, 'index.html');
        if (statSync(index).isFile()) return index;
      }
    } catch {
      // not in this mount
    }
  }
  return undefined;
}

function proxyTo(proxy: NonNullable<StaticServerOptions['proxy']>, pathAndSearch: string, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(pathAndSearch, proxy.target);
  const headers = { ...req.headers };
  for (const h of RELAY_HEADERS) delete headers[h];
  const upstream = httpRequest(
    url,
    {
      method: req.method,
      headers: {
        ...headers,
        host: url.host,
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
        'x-mfp-proxy': proxy.secret,
      },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 502, message: 'backend unavailable', data: null }));
  });
  req.pipe(upstream);
}

/** A small static file server with the CDN's cache rules, optional SPA fallback and API proxy. */
export function startStaticServer(opts: StaticServerOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const checked = checkRequestPath(req.url);
    if (!checked.ok) {
      res.writeHead(400, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      return res.end('bad request path');
    }
    const urlPath = checked.path;
    if (opts.proxy && underPrefix(urlPath, opts.proxy.prefixes)) return proxyTo(opts.proxy, urlPath + checked.search, req, res);
    const extra = opts.headers?.(req) ?? {};
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...extra, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, extra);
      return res.end();
    }
    let file = resolveFile(opts.mounts, urlPath);
    const redirect = !file && opts.spaFallback ? opts.redirectFor?.(urlPath) : null;
    if (redirect) {
      res.writeHead(redirect.status, {
        ...SECURITY_HEADERS,
        ...extra,
        location: redirect.location,
        'cache-control': 'no-cache',
        ...(redirect.setCookie ? { 'set-cookie': redirect.setCookie } : {}),
      });
      return res.end();
    }
    let status = 200;
    let notFoundPage: Record<string, string> = {};
    if (!file && opts.spaFallback && !/\.[a-z0-9]+$/i.test(urlPath)) {
      file = resolveFile(opts.mounts.slice(0, 1), '/');
      if (opts.isPagePath && !opts.isPagePath(urlPath)) {
        status = 404;
        notFoundPage = { 'x-robots-tag': 'noindex' };
      }
    }
    if (!file) {
      res.writeHead(404, { ...SECURITY_HEADERS, ...extra, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      return res.end('not found');
    }
    const st = statSync(file);
    // Text assets go out compressed, as from a CDN (brotli or gzip, computed once per file version).
    const encoding = pickEncoding(req.headers['accept-encoding'], file);
    const body = encoding ? compressedFile(file, encoding) : undefined;
    res.writeHead(status, {
      ...SECURITY_HEADERS,
      ...extra,
      ...notFoundPage,
      'content-type': contentTypeFor(file),
      'content-length': body ? body.length : st.size,
      'cache-control': file.endsWith('index.html') ? 'no-cache' : cacheControlFor(file),
      'last-modified': st.mtime.toUTCString(),
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') return res.end();
    if (body) return res.end(body);
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
