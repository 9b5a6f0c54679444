import type { RemoteName } from '@mfp/shared/contracts';
import type { SiteConfig } from '../../config/site-config';
import { firstViewStore, resetFirstView } from '../../federation/idle-preload';
import { startRum } from '../start-rum';

// Monitoring comes after the first view; web-vitals is not loaded before it is done.
const loaded: string[] = [];
jest.mock('web-vitals', () => {
  loaded.push('web-vitals');
  const on = (name: string) => (report: (m: { value: number }) => void) => report({ value: name.length });
  return { onLCP: on('lcp'), onINP: on('inp'), onCLS: on('cls'), onTTFB: on('ttfb') };
});

const REMOTE = 'http://127.0.0.1:3101/v1/mf-manifest.json';
const config = {
  remotes: {
    mfe_lobby: REMOTE,
    mfe_games: REMOTE,
    mfe_member_center: REMOTE,
    mfe_agent_center: REMOTE,
    mfe_auth: REMOTE,
  } as Record<RemoteName, string>,
  rum: { sampleRate: 1 },
} as SiteConfig;

beforeEach(() => {
  resetFirstView();
  Object.defineProperty(window.navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
});

test('a sampled page records from the start and loads web-vitals only once the first view is done', async () => {
  const recorder = startRum(config, window);
  expect(recorder).toBeDefined();
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toEqual([]);
  firstViewStore.setState({ done: true });
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toEqual(['web-vitals']);
  const view = recorder?.pending().at(-1) as { vitals?: Record<string, number> } | undefined;
  expect(view?.vitals).toMatchObject({ lcp: 3, inp: 3, cls: 3, ttfb: 4 });
});
