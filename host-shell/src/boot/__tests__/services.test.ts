import i18next from 'i18next';
import { sessionStore } from '@mfp/shared';
import type { RealtimeOptions } from '@mfp/shared';

const realtimeOptions: RealtimeOptions[] = [];
jest.mock('@mfp/shared', () => {
  const actual = jest.requireActual('@mfp/shared');
  return {
    ...actual,
    createRealtime: (o: RealtimeOptions) => {
      realtimeOptions.push(o);
      return actual.createRealtime(o);
    },
  };
});

import { createHostServices } from '../services';
import { firstViewStore, resetFirstView } from '../../federation/idle-preload';
import type { SiteConfig } from '../../config/site-config';

const config = {
  apiBaseUrl: '/api',
  socket: { key: 'k', wsHost: '127.0.0.1', wsPort: 6001, forceTLS: false },
} as unknown as SiteConfig;

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('the real-time connection of the page (DESIGN 5): a visitor connects after the first view, a member at once', () => {
  beforeEach(() => {
    realtimeOptions.length = 0;
    resetFirstView();
  });

  it("a visitor's connection waits for the end of the first view", async () => {
    sessionStore.setState({ token: null });
    const services = createHostServices(config, i18next.createInstance());
    const gate = realtimeOptions[0]!.connectAfter!();
    expect(await settled(gate)).toBe(false);
    firstViewStore.setState({ done: true });
    expect(await settled(gate)).toBe(true);
    services.disposeLayout();
  });

  it("a member's page connects at once (private channel: cash, login elsewhere)", async () => {
    sessionStore.setState({ token: 'member-token' });
    const services = createHostServices(config, i18next.createInstance());
    expect(await settled(realtimeOptions[0]!.connectAfter!())).toBe(true);
    services.disposeLayout();
    sessionStore.setState({ token: null });
  });
});
