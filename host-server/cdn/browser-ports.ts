/**
 * The ports a browser refuses to fetch from (the Fetch standard's "bad port" list,
 * https://fetch.spec.whatwg.org/#port-blocking): Chromium answers ERR_UNSAFE_PORT, Firefox and Safari
 * refuse alike. An origin of the site on one of them breaks every page that reaches it.
 */
export const BROWSER_BAD_PORTS: ReadonlyMap<number, string> = new Map([
  [0, '-'],
  [1, 'tcpmux'],
  [7, 'echo'],
  [9, 'discard'],
  [11, 'systat'],
  [13, 'daytime'],
  [15, 'netstat'],
  [17, 'qotd'],
  [19, 'chargen'],
  [20, 'ftp-data'],
  [21, 'ftp'],
  [22, 'ssh'],
  [23, 'telnet'],
  [25, 'smtp'],
  [37, 'time'],
  [42, 'name'],
  [43, 'nicname'],
  [53, 'domain'],
  [69, 'tftp'],
  [77, '-'],
  [79, 'finger'],
  [87, '-'],
  [95, 'supdup'],
  [101, 'hostname'],
  [102, 'iso-tsap'],
  [103, 'gppitnp'],
  [104, 'acr-nema'],
  [109, 'pop2'],
  [110, 'pop3'],
  [111, 'sunrpc'],
  [113, 'auth'],
  [115, 'sftp'],
  [117, 'uucp-path'],
  [119, 'nntp'],
  [123, 'ntp'],
  [135, 'epmap'],
  [137, 'netbios-ns'],
  [139, 'netbios-ssn'],
  [143, 'imap'],
  [161, 'snmp'],
  [179, 'bgp'],
  [389, 'ldap'],
  [427, 'svrloc'],
  [465, 'submissions'],
  [512, 'exec'],
  [513, 'login'],
  [514, 'shell'],
  [515, 'printer'],
  [526, 'tempo'],
  [530, 'courier'],
  [531, 'chat'],
  [532, 'netnews'],
  [540, 'uucp'],
  [548, 'afp'],
  [554, 'rtsp'],
  [556, 'remotefs'],
  [563, 'nntps'],
  [587, 'submission'],
  [601, 'syslog-conn'],
  [636, 'ldaps'],
  [989, 'ftps-data'],
  [990, 'ftps'],
  [993, 'imaps'],
  [995, 'pop3s'],
  [1719, 'h323gatestat'],
  [1720, 'h323hostcall'],
  [1723, 'pptp'],
  [2049, 'nfs'],
  [3659, 'apple-sasl'],
  [4045, 'npp'],
  [4190, 'sieve'],
  [5060, 'sip'],
  [5061, 'sips'],
  [6000, 'x11'],
  [6566, 'sane-port'],
  [6665, 'ircu'],
  [6666, 'ircu'],
  [6667, 'ircu'],
  [6668, 'ircu'],
  [6669, 'ircu'],
  [6679, 'osaut'],
  [6697, 'ircs-u'],
  [10080, 'amanda'],
]);

const MAX_PORT = 65_535;

/** A port a browser cannot reach: on the Fetch standard's bad-port list, or no TCP port at all. */
export function isBrowserUnreachablePort(port: number): boolean {
  return !Number.isInteger(port) || port < 1 || port > MAX_PORT || BROWSER_BAD_PORTS.has(port);
}

/**
 * Why a port block cannot serve browsers, one line per origin a browser would fail to reach, or null when all
 * of `origins` (what each is, by its port) can be reached.
 */
export function browserPortProblems(origins: Readonly<Record<string, number>>): string[] | null {
  const problems = Object.entries(origins)
    .filter(([, port]) => isBrowserUnreachablePort(port))
    .map(([what, port]) => {
      const service = BROWSER_BAD_PORTS.get(port);
      return service === undefined ? `${what} on ${port}: not a TCP port` : `${what} on ${port}: browsers refuse it (reserved for ${service === '-' ? 'no named service' : service}; ERR_UNSAFE_PORT)`;
    });
  return problems.length > 0 ? problems : null;
}
