import { nginxConf } from '../nginx-conf.ts';

const input = {
  prefix: '/tmp/mfp-cluster/nginx',
  ports: { front: 22000, socketFront: 25001, api: 23000, hosts: [22010, 22011], soketis: [25011, 25012] },
  apiPrefixes: ['/api/', '/broadcasting/'],
  proxySecret: 'abc123',
};

describe('cluster nginx config (the front door of the cluster run)', () => {
  const conf = nginxConf(input);

  test('listens on loopback only, on the host origin and the socket origin of the port block', () => {
    const listens = [...conf.matchAll(/listen (\S+)/g)].map((m) => m[1]);
    expect(listens).toEqual(['127.0.0.1:22000', '127.0.0.1:25001']);
    expect(conf).not.toMatch(/\{\{/);
  });

  test('runs in the foreground with its own pid, log and temp files under the prefix', () => {
    expect(conf).toMatch(/^daemon off;$/m);
    expect(conf).toContain('pid /tmp/mfp-cluster/nginx/nginx.pid;');
    expect(conf).toContain('error_log /tmp/mfp-cluster/nginx/error.log');
    expect(conf).toContain('proxy_temp_path /tmp/mfp-cluster/nginx/tmp/proxy;');
  });

  test('balances both host servers and both soketi nodes, retrying the other on a failure', () => {
    for (const p of [22010, 22011, 25011, 25012]) expect(conf).toContain(`server 127.0.0.1:${p} `);
    expect(conf).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
  });

  test('a request a host server dropped goes to the other whatever its method; a publish a soketi node dropped is not sent again', () => {
    const hosts = conf.slice(conf.indexOf('location / {')).split('}')[0]!;
    expect(hosts).toContain('proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;');
    const sockets = conf.slice(conf.lastIndexOf('location / {')).split('}')[0]!;
    expect(sockets).not.toContain('non_idempotent');
  });

  test('the API paths: X-Forwarded-For replaced by the peer (never appended), with the proxy secret', () => {
    for (const prefix of input.apiPrefixes) {
      const block = conf.slice(conf.indexOf(`location ^~ ${prefix} {`)).split('}')[0]!;
      expect(block).toContain('proxy_pass http://api;');
      expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(block).toContain('proxy_set_header X-Mfp-Proxy "abc123";');
      expect(block).not.toContain('$proxy_add_x_forwarded_for');
    }
  });

  test('the host servers never receive a client-sent proxy header', () => {
    const block = conf.slice(conf.indexOf('location / {')).split('}')[0]!;
    expect(block).toContain('proxy_set_header X-Forwarded-For "";');
    expect(block).toContain('proxy_set_header X-Mfp-Proxy "";');
  });

  test('names the servers it tried only when asked (test runs): never internal addresses otherwise', () => {
    expect(conf).not.toContain('X-Mfp-Upstream');
    const shown = nginxConf({ ...input, showUpstream: true });
    for (const at of [shown.indexOf('location / {'), shown.lastIndexOf('location / {')])
      expect(shown.slice(at).split('}')[0]).toContain('add_header X-Mfp-Upstream $upstream_addr always;');
  });

  test('a secret that could break out of the config is refused', () => {
    expect(() => nginxConf({ ...input, proxySecret: 'a"; include /etc/passwd; #' })).toThrow(/plain token/);
  });

  test('keeps visitor pages with a lock, by what a page is drawn from, and never for a member or a visitor without a session', () => {
    const hosts = conf.slice(conf.indexOf('location / {')).split('}')[0]!;
    expect(hosts).toContain('proxy_cache pages;');
    expect(hosts).toContain('proxy_cache_lock on;');
    expect(hosts).toContain(
      'proxy_cache_key "$host$request_uri|$page_encoding|$cookie_i18n_redirected|$cookie_ccy|$cookie_mfp_render|$http_user_agent|$http_sec_ch_viewport_width|$http_sec_ch_ua_mobile";',
    );
    expect(hosts).toContain('proxy_cache_bypass $page_cache_skip;');
    expect(hosts).toContain('proxy_no_cache $page_cache_skip;');
    // Set-Cookie is not ignored: nginx keeps no answer that sets a cookie.
    expect(conf).not.toMatch(/proxy_ignore_headers[^;]*Set-Cookie/);
    const skip = conf.slice(conf.indexOf('map $http_cookie $page_cache_skip {')).split('}')[0]!.split('\n').slice(1).map((l) => l.trim()).filter(Boolean);
    // The first matching regex wins: the member cookie before the session's.
    expect(skip).toEqual(['default 1;', '"~(^|;\\s*)mfp_member=" 1;', '"~(^|;\\s*)mfp_sid=" 0;']);
    // The API is never kept.
    for (const prefix of input.apiPrefixes) expect(conf.slice(conf.indexOf(`location ^~ ${prefix} {`)).split('}')[0]).not.toContain('proxy_cache');
  });
});
