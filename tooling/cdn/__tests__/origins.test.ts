import { HOST_PORT, hostOrigins, originOf } from '../origins';
import { ports } from '../ports';

describe("the site's own origins (CORS of the remotes and the API; issue 19's --ssr-host)", () => {
  it('are the host and the server-rendering host, each by address and by localhost', () => {
    expect(hostOrigins()).toEqual([
      originOf(HOST_PORT),
      `http://localhost:${HOST_PORT}`,
      originOf(ports.ssrHost),
      `http://localhost:${ports.ssrHost}`,
    ]);
  });

  it('put the server-rendering host in its own port, clear of the remotes and the cluster host nodes (base+10, +11)', () => {
    const taken = [ports.host, ports.lobby, ports.games, ports.member, ports.agent, ports.auth, ports.host + 10, ports.host + 11, ports.api, ports.socket];
    expect(taken).not.toContain(ports.ssrHost);
  });
});
