import { backendCorsOrigins, HOST_PORT, hostOrigins, originOf } from '../origins';
import { corsHeaders } from '../headers';
import { ports } from '../ports';

describe("the site's own origins (CORS of the remotes and the API; the server-render checks' --ssr-host)", () => {
  it('are the host and, when the run serves it, the server-rendering host, each by address and by localhost', () => {
    expect(hostOrigins({ ssrHost: true })).toEqual([
      originOf(HOST_PORT),
      `http://localhost:${HOST_PORT}`,
      originOf(ports.ssrHost),
      `http://localhost:${ports.ssrHost}`,
    ]);
  });

  it('list only origins that run: without --ssr-host, base+20 gets no CORS answer from a remote nor a place in the API list', () => {
    const served = hostOrigins();
    expect(served).toEqual([originOf(HOST_PORT), `http://localhost:${HOST_PORT}`]);
    for (const unserved of [originOf(ports.ssrHost), `http://localhost:${ports.ssrHost}`]) {
      expect(corsHeaders(unserved, served)['Access-Control-Allow-Origin']).toBeUndefined();
      expect(backendCorsOrigins(served, {}).split(',')).not.toContain(unserved);
    }
    expect(corsHeaders(originOf(HOST_PORT), served)['Access-Control-Allow-Origin']).toBe(originOf(HOST_PORT));
  });

  it('hand the API the served origins unless CORS_ORIGINS says otherwise', () => {
    expect(backendCorsOrigins(hostOrigins({ ssrHost: true }), {})).toBe(hostOrigins({ ssrHost: true }).join(','));
    expect(backendCorsOrigins(hostOrigins(), { CORS_ORIGINS: 'http://a.example' })).toBe('http://a.example');
  });

  it('put the server-rendering host in its own port, clear of the remotes and the cluster host nodes (base+10, +11)', () => {
    const taken = [ports.host, ports.lobby, ports.games, ports.member, ports.agent, ports.auth, ports.host + 10, ports.host + 11, ports.api, ports.socket];
    expect(taken).not.toContain(ports.ssrHost);
  });
});
