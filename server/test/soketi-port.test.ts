import net from 'node:net';
import { portAnswers } from '@mfp/shared/node/port-answers';
import { startSoketi } from '../src/realtime/soketi';
import { freePort } from './helpers/start-server';

describe('soketi start', () => {
  test('refuses to start on a port another process already answers (a stale soketi would hold another secret)', async () => {
    const port = await freePort();
    const squatter = net.createServer((s) => s.destroy());
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      expect(await portAnswers('127.0.0.1', port)).toBe(true);
      await expect(startSoketi({ appId: 'a', key: 'k', secret: 's', host: '127.0.0.1', port }, { quiet: true })).rejects.toThrow(/already taken/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    expect(await portAnswers('127.0.0.1', port)).toBe(false);
  });
});
