import { Writable } from 'node:stream';
import type { DehydratedState } from '@tanstack/react-query';
import { renderPage } from '../render-page';
import type { RenderedPage, RenderRequest, RenderSite, ServerRemoteApps } from '../render-types';

/** The whole body of a server render, once every boundary has rendered (what a crawler reads). */
export async function renderToText(request: RenderRequest, site: RenderSite, state?: DehydratedState, preloaded?: ServerRemoteApps) {
  const page = renderPage(request, site, { queryState: state, preloaded });
  if (page.kind !== 'page') throw new Error(`expected a page, got a ${page.status} redirect`);
  await page.allReady;
  let html = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      html += chunk.toString('utf8');
      done();
    },
  });
  await new Promise<void>((resolve) => {
    sink.on('finish', resolve);
    page.pipe(sink);
  });
  return { page: page as RenderedPage, html };
}
