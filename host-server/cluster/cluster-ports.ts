import { PORT_BASE, ports } from '../cdn/ports.ts';

/**
 * The cluster run's extra ports, in the same block as the single run (host-server/cdn/ports.ts): nginx takes
 * the host origin (base) and the socket origin (base+3001) the pages already know, and balances them
 * over two host servers (base+10, +11) and two soketi nodes (base+3011, +3012) joined through Redis
 * (base+3020). Each soketi node also listens for its own health and usage server (base+3013, +3014: soketi
 * starts it whether metrics are on or not, on 0.0.0.0:9601 unless told). The test-only control server of the
 * e2e run listens on base+3030.
 */
export const clusterPorts = {
  front: ports.host,
  socketFront: ports.socket,
  api: ports.api,
  hosts: [PORT_BASE + 10, PORT_BASE + 11],
  soketis: [PORT_BASE + 3011, PORT_BASE + 3012],
  soketiMetrics: [PORT_BASE + 3013, PORT_BASE + 3014],
  redis: PORT_BASE + 3020,
  control: PORT_BASE + 3030,
} as const;

export type ClusterPorts = typeof clusterPorts;
