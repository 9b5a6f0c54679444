import { PassThrough } from 'node:stream';
import { SITE } from '../../../host-shell/src/server/__tests__/render-fixture';
import type { RenderedPage, RenderPage, RenderRequest } from '../render-entry';
import type { ServerRender } from '../stream-page';
import { warmUpRender } from '../warm-up';

const page = (ready: Promise<void>): RenderedPage => ({
  kind: 'page',
  status: 200,
  head: { title: 'Home', lang: 'en-US', robots: null },
  stateScript: '',
  shellReady: ready,
  allReady: ready,
  pipe: (destination) => {
    const body = new PassThrough();
    body.pipe(destination);
    body.end('<p>home</p>');
    return destination;
  },
  abort: () => undefined,
});

function serverRender(renderPage: RenderPage, remotesAsked: string[]): ServerRender {
  return {
    renderPage,
    siteConfig: () => SITE.config,
    pageRemotes: (pathname) => {
      remotesAsked.push(pathname);
      return Promise.resolve({ preloaded: {}, stylesheets: [] });
    },
  };
}

describe('a host server renders / once before it listens (a restarted one answers its first request warm)', () => {
  it('loads the landing remote and renders the home page whole', async () => {
    const asked: RenderRequest[] = [];
    const remotes: string[] = [];
    const render = serverRender((request) => {
      asked.push(request);
      return page(Promise.resolve());
    }, remotes);
    await expect(warmUpRender(render)).resolves.toBe('warm');
    expect(asked.map((r) => r.url)).toEqual(['/']);
    expect(remotes).toEqual(['/']);
  });

  it('never fails the start: a throwing render is reported, a render that never ends is left at the budget', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = serverRender(() => {
      throw new Error('render entry broken');
    }, []);
    await expect(warmUpRender(throwing)).resolves.toBe('failed');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    const endless = serverRender(() => page(new Promise<void>(() => undefined)), []);
    await expect(warmUpRender(endless, 50)).resolves.toBe('late');
  });
});
