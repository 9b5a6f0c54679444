import net from 'node:net';

/**
 * True when something already accepts connections on the port (one attempt, a second at most). Node only:
 * the backend checks soketi's port with it before starting one, the cluster run its nodes' ports.
 */
export function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
