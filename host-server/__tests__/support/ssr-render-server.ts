// A long-running server-render process for the remote loader's tests: one process for the whole test
// file, as the production server is. Each request reads the site config the release tool writes (as a
// browser gets it), loads the lobby through loadRemoteApps and renders its ./app through renderRemoteArea.
// GET /render?lang=&layout=&sid=&wait=&budget= answers 200 with the HTML, or 204 when the area is left to
// the client. `wait` (ms) holds the area behind a slow part before it renders (interleaving two requests).
// Arguments: <site config file> <CDN origin>. Prints {"port": n} once listening on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ComponentType } from 'react';
import { BANNER_USE_TYPE, carouselPictureQuery } from '@mfp/shared';
import { createRemoteApps } from '../../ssr/load-remote-apps.ts';
import { renderRemoteArea } from '../../ssr/render-expose.ts';
import { serverRequire } from '../../ssr/server-require.ts';

const { createElement, use } = serverRequire('react') as typeof import('react');
const [configFile = '', cdnOrigin = ''] = process.argv.slice(2);
const remoteApps = createRemoteApps({
  resolveManifestUrl: (url) => `${cdnOrigin}${new URL(url).pathname}`,
});

let lastConfig = '';

const BANNERS = {
  desktop: [{ id: 7, image: '/assets/banners/desk-one.webp', title: 'Desk one', link_type: 0 }],
  mobile: [{ id: 8, image: '/assets/banners/phone-one.webp', title: 'Phone one', link_type: 0 }],
};

/** The area behind a part that waits `ms` first (a slow query): the other request renders meanwhile. */
const behindSlowPart = (App: ComponentType<{ basePath: string }>, ms: number) => {
  const slow = new Promise<void>((resolve) => setTimeout(resolve, ms));
  return function Slow(props: { basePath: string }) {
    use(slow);
    return createElement(App, props);
  };
};

const server = createServer((req, res) => {
  void (async () => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const layout = q.get('layout') === 'mobile' ? 'mobile' : 'desktop';
    const lang = q.get('lang') ?? 'en_US';
    const site = { siteId: 'bd01' };
    const configText = readFileSync(configFile, 'utf8');
    const config = JSON.parse(configText) as { remotes: unknown; canary?: unknown };
    // A new config (a release, a canary, a rollback): start loading the versions it names, as a watcher would.
    if (configText !== lastConfig) remoteApps.prepare(config, ['mfe_lobby']);
    lastConfig = configText;
    // As the host's renderPage would: the request's facts go with the loaded components.
    const facts = { locale: lang, isDesktop: layout === 'desktop', site };
    const apps = await remoteApps.load(config, q.get('sid') ?? 'session-1', ['mfe_lobby'], facts);
    const App = apps.mfe_lobby;
    const wait = Number(q.get('wait') ?? 0);
    const html =
      App &&
      (await renderRemoteArea(
        wait > 0 ? behindSlowPart(App, wait) : App,
        {
          url: '/',
          lang,
          isDesktop: facts.isDesktop,
          site,
          queries: [
            {
              queryKey: carouselPictureQuery({ site_id: 'bd01', use_type: BANNER_USE_TYPE[layout] }).queryKey,
              data: BANNERS[layout],
            },
          ],
        },
        q.has('budget') ? Number(q.get('budget')) : undefined,
      ));
    res.writeHead(html ? 200 : 204, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? '');
  })().catch((error: unknown) => {
    // The loader and the render never throw: a 500 here fails the test that sees it.
    res.writeHead(500);
    res.end(String(error));
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
