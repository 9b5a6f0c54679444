import { BROWSER_BAD_PORTS, browserPortProblems, isBrowserUnreachablePort } from '../browser-ports';

/** The origins of a port block as host-server/cdn/origins.ts browserFacingPorts names them. */
const block = (base: number, ssrHost = true): Record<string, number> => ({
  host: base,
  mfe_lobby: base + 1,
  mfe_games: base + 2,
  mfe_member_center: base + 3,
  mfe_agent_center: base + 4,
  mfe_auth: base + 5,
  socket: base + 3001,
  ...(ssrHost ? { 'server-rendering host': base + 20 } : {}),
});

describe("a port block a browser cannot use is refused (the Fetch standard's bad ports)", () => {
  it('lists the bad ports browsers refuse with ERR_UNSAFE_PORT, X11 and the IRC range among them', () => {
    for (const port of [6000, 6665, 6666, 6667, 6668, 6669, 6697, 10080, 5060, 5061, 4045, 3659, 2049, 22, 25])
      expect({ port, bad: BROWSER_BAD_PORTS.has(port) }).toEqual({ port, bad: true });
    for (const port of [80, 443, 3000, 3001, 4000, 5000, 6001, 8080]) expect({ port, bad: BROWSER_BAD_PORTS.has(port) }).toEqual({ port, bad: false });
  });

  it('no TCP port is unreachable too', () => {
    for (const port of [Number.NaN, -1, 0, 1.5, 65_536]) expect({ port, unreachable: isBrowserUnreachablePort(port) }).toEqual({ port, unreachable: true });
    expect(isBrowserUnreachablePort(65_535)).toBe(false);
  });

  it('the default block and the blocks the tests use are usable', () => {
    for (const base of [3000, 3100, 3200, 3300, 3400, 3500, 3850, 5000]) expect({ base, problems: browserPortProblems(block(base)) }).toEqual({ base, problems: null });
  });

  it('names each origin a block puts on a refused port, with the service it is kept for', () => {
    // The socket on base+3001: 3664 puts it on 6665 (IRC).
    expect(browserPortProblems(block(3664))).toEqual(['socket on 6665: browsers refuse it (reserved for ircu; ERR_UNSAFE_PORT)']);
    // A remote: 4040 puts mfe_auth on 4045.
    expect(browserPortProblems(block(4040))).toEqual(['mfe_auth on 4045: browsers refuse it (reserved for npp; ERR_UNSAFE_PORT)']);
    // The host itself, and a block running off the end of the port range.
    expect(browserPortProblems(block(6000))).toEqual(['host on 6000: browsers refuse it (reserved for x11; ERR_UNSAFE_PORT)']);
    expect(browserPortProblems(block(63_000))).toEqual(['socket on 66001: not a TCP port']);
  });

  it('the second host counts only when it runs: 5040 puts it on 5060 (SIP)', () => {
    expect(browserPortProblems(block(5040, false))).toBeNull();
    expect(browserPortProblems(block(5040, true))).toEqual(['server-rendering host on 5060: browsers refuse it (reserved for sip; ERR_UNSAFE_PORT)']);
  });
});
