/**
 * Where the Pusher-protocol server (soketi) listens and the app it serves. Its own module: the server's
 * config (core/deps.ts) holds one, and the soketi supervisor the config names reads one.
 */
export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  host: string;
  port: number;
}
