import { PassThrough } from 'node:stream';
import { SITE } from '@mfp/host-shell/test-support/render-fixture';
import type { RenderedPage, RenderPage, RenderRequest } from '../render-entry';
import type { ServerRender } from '../page-render';
import { warmUpPaths, warmUpRender } from '../warm-up';

const page = (ready: Promise<void>): RenderedPage => ({
  kind: 'page',
  status: 200,
  head: { title: 'Home', description: 'Play online.', lang: 'en-US', robots: null },
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
    await expect(warmUpRender(render, 5_000, { answers: () => Promise.resolve(true) })).resolves.toBe('warm');
    expect(asked.map((r) => r.url)).toEqual(['/']);
    // Then every other remote's version, so that no page's first request loads its remote cold.
    expect(remotes).toEqual(['/', ...warmUpPaths().filter((p) => p !== '/')]);
  });

  it("loads one visitor page of each remote: the lobby's, the games', the auth's and the agent center's, no member-only page", () => {
    expect(warmUpPaths()).toEqual(['/', '/gameHall', '/proxy', '/register']);
  });

  it("waits for the landing remote's origin to answer before it renders (the remotes may listen after the host)", async () => {
    const events: string[] = [];
    let up = false;
    const render = serverRender((request) => {
      events.push(`render ${request.url}`);
      return page(Promise.resolve());
    }, []);
    const answers = (url: string) => {
      events.push(`ask ${new URL(url).pathname.endsWith('mf-manifest.json') ? 'manifest' : url}`);
      return Promise.resolve(up);
    };
    const outcome = warmUpRender(render, 5_000, { answers });
    // The remote's origin is not up: asked again and again, never rendered; then it comes up.
    while (events.length < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.every((e) => e === 'ask manifest')).toBe(true);
    up = true;
    await expect(outcome).resolves.toBe('warm');
    expect(events.at(-1)).toBe('render /');
  });

  it("is late, without a render that could only fail, when the landing remote's origin never answers within the budget", async () => {
    const rendered: string[] = [];
    const render = serverRender((request) => {
      rendered.push(request.url);
      return page(Promise.resolve());
    }, []);
    await expect(warmUpRender(render, 300, { answers: () => Promise.resolve(false) })).resolves.toBe('late');
    expect(rendered).toEqual([]);
  });

  it('never fails the start: a throwing render is reported, a render that never ends is left at the budget', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const throwing = serverRender(() => {
      throw new Error('render entry broken');
    }, []);
    await expect(warmUpRender(throwing, 5_000, { answers: () => Promise.resolve(true) })).resolves.toBe('failed');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    const endless = serverRender(() => page(new Promise<void>(() => undefined)), []);
    await expect(warmUpRender(endless, 50, { answers: () => Promise.resolve(true) })).resolves.toBe('late');
  });
});
