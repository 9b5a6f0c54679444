import { createReadStream, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { compressedFile, pickEncoding } from './compression.ts';
import { cacheControlFor, contentTypeFor, SECURITY_HEADERS } from './headers.ts';

export interface StaticServerOptions {
  name: string;
  port: number;
  host: string;
  /** Folders searched in order; `mount` maps a URL prefix to a folder. */
  mounts: { prefix: string; dir: string }[];
  /** Single-page app: unknown paths without an extension answer index.html of the first mount. */
  spaFallback?: boolean;
  headers?: (req: IncomingMessage) => Record<string, string>;
  proxy?: { prefixes: string[]; target: string };
}

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

function proxyTo(target: string, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', target);
  const upstream = httpRequest(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
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
    const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (opts.proxy && opts.proxy.prefixes.some((p) => urlPath.startsWith(p))) return proxyTo(opts.proxy.target, req, res);
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
    if (!file && opts.spaFallback && !/\.[a-z0-9]+$/i.test(urlPath)) file = resolveFile(opts.mounts.slice(0, 1), '/');
    if (!file) {
      res.writeHead(404, { ...SECURITY_HEADERS, ...extra, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      return res.end('not found');
    }
    const st = statSync(file);
    // Text assets go out compressed, as from a CDN (brotli or gzip, computed once per file version).
    const encoding = pickEncoding(req.headers['accept-encoding'], file);
    const body = encoding ? compressedFile(file, encoding) : undefined;
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      ...extra,
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
