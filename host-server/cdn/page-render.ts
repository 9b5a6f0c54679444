import { within } from '../async/within.ts';
import { Writable } from 'node:stream';
import type { DehydratedState } from '@mfp/host-shell/server';
import { pageRemoteOf } from '../ssr/page-remote-of.ts';
import type { PageRemotes } from '../ssr/page-remotes.ts';
import { pageTemplate, withNonce } from './page-nonce.ts';
import { escapeHtml, headInserts, pageFrame, preloadedStylesheets, templateBrand, type PageFrame } from './page-template.ts';
import { SSR_RENDER_BUDGET_MS, type RenderedPage, type RenderPage, type RenderRequest, type RenderResult, type RenderSite } from './render-entry.ts';
import type { RequestContext } from './request-context.ts';

/** Server rendering of an origin's pages: the host's render entry and the site config it renders with. */
export interface ServerRender {
  renderPage: RenderPage;
  /** The site config as the browser loads it now (read per request: a release changes it). */
  siteConfig: () => RenderSite['config'];
  /** The render budget; SSR_RENDER_BUDGET_MS unless a test sets it. */
  budgetMs?: number;
  /** The first view's data of a request (within its own budget), handed to the render and on to the browser. */
  firstViewData?: (request: RenderRequest, site: RenderSite) => Promise<DehydratedState | undefined>;
  /** The remote areas the page shows, loaded for the session (host-server/ssr/page-remotes.ts); absent: they render on the client. */
  pageRemotes?: (pathname: string, config: RenderSite['config'], sessionId: string) => Promise<PageRemotes>;
}

// page-remotes.ts loads the Node federation runtime: only its type here, so a static run never loads it.
const NO_PAGE_REMOTES: PageRemotes = { preloaded: {}, stylesheets: [] };

/** The remotes' stylesheets in the head, so a server-rendered area is styled when its HTML shows. */
const stylesheetLinks = (hrefs: readonly string[]): string =>
  hrefs.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');

/** What the render entry reads of a request (its own type, RenderRequest), with the nonce it writes on its inline scripts. */
export function renderRequestOf(context: RequestContext, nonce: string): RenderRequest {
  const { 'user-agent': userAgent, ...hints } = context.layoutHints;
  return { url: context.url, cookieHeader: context.cookieHeader, userAgent, hints, nonce };
}

/** What a page is drawn from besides the request: the site config now and the built page, read with no I/O. */
export interface PageIdentity {
  config: RenderSite['config'];
  template: string;
}

export const pageIdentityOf = (render: ServerRender, templateFile: string): PageIdentity => ({
  config: render.siteConfig(),
  template: pageTemplate(templateFile),
});

/** One page's render prepared: its identity, and the data and remote areas loaded for it. */
export interface PreparedRender extends PageIdentity {
  remotes: PageRemotes;
  /** The first view's data fetched on the server (absent: the API was down, slow or failing; the browser fetches). */
  queryState?: DehydratedState;
}

/** The page's data and remote areas loaded for its render: the part of a render that waits on the API and the remotes. */
export async function prepareRender(context: RequestContext, render: ServerRender, { config, template }: PageIdentity): Promise<PreparedRender> {
  // The server renders as a visitor (the session lives in the browser): a member's page gets the host with its
  // neutral account area, and the remote areas and their data in the browser, as the member sees them.
  if (context.member) return { config, template, remotes: NO_PAGE_REMOTES };
  const site = { config, brand: templateBrand(template) };
  // The first view's data and the page's remotes load side by side.
  const [queryState, remotes] = await Promise.all([
    render.firstViewData?.(renderRequestOf(context, ''), site).catch(() => undefined),
    render.pageRemotes ? render.pageRemotes(context.pathname, config, context.session.id) : NO_PAGE_REMOTES,
  ]);
  return queryState ? { config, template, remotes, queryState } : { config, template, remotes };
}

/** Renders a prepared page with this nonce on its inline scripts. */
export const renderPrepared = (context: RequestContext, render: ServerRender, prepared: PreparedRender, nonce: string): RenderResult =>
  render.renderPage(renderRequestOf(context, nonce), { config: prepared.config, brand: templateBrand(prepared.template) }, {
    queryState: prepared.queryState,
    preloaded: prepared.remotes.preloaded,
  });

/** The template around a rendered page: antd's styles and the render state, then the remotes' stylesheets, in its head. */
export const frameOf = (prepared: PreparedRender, page: RenderedPage): PageFrame =>
  pageFrame(
    prepared.template,
    page.head,
    headInserts(page),
    preloadedStylesheets(prepared.template) + stylesheetLinks(prepared.remotes.stylesheets),
  );

/** A page rendered whole, every Suspense boundary in it: its HTML, status and robots. */
export interface WholePage {
  status: number;
  robots: string | null;
  html: string;
}

/**
 * A request's page as the render draws it: what its bytes depend on besides the request's own start choices,
 * read with no I/O (a key can be made of it), and the page rendered whole.
 */
export interface PageToRender extends PageIdentity {
  /** The manifest URL of each remote area the page renders: a canary session's page is not a stable one's. */
  remotes: Readonly<Record<string, string>>;
  /** Whether the page is the same for every visitor's session: not while a canary of the remote it shows is drawn per session. */
  sharedBySessions: boolean;
  /** The page with `nonce` on its inline scripts, all of it within the render budget; null when it is not the server's to render, fails or is late. */
  renderWhole(nonce: string): Promise<WholePage | null>;
}

/** What a keeper of whole pages (the page cache) asks of the render, and all it knows of it. */
export interface PageRenderer {
  pageOf(context: RequestContext): PageToRender;
}

/** Whether the whole page (every Suspense boundary) rendered within the budget. */
function allReadyWithin(page: RenderedPage, budgetMs: number): Promise<boolean> {
  const ready = page.shellReady.then(
    () => page.allReady.then(() => true),
    () => false,
  );
  return within(ready, budgetMs, false);
}

function collect(page: RenderedPage): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.once('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.once('error', reject);
    page.pipe(sink);
  });
}

async function renderWhole(context: RequestContext, render: ServerRender, identity: PageIdentity, nonce: string): Promise<WholePage | null> {
  const prepared = await prepareRender(context, render, identity);
  const result = renderPrepared(context, render, prepared, nonce);
  if (result.kind !== 'page') return null;
  if (!(await allReadyWithin(result, render.budgetMs ?? SSR_RENDER_BUDGET_MS))) {
    result.abort(new Error('server render late for a whole page'));
    return null;
  }
  const frame = frameOf(prepared, result);
  const body = await collect(result);
  return { status: result.status, robots: result.head.robots, html: withNonce(frame.before, nonce) + body + withNonce(frame.after, nonce) };
}

/** The render's side of the seam with the page cache: pages of this render entry and built page. */
export function pageRenderer(render: ServerRender, templateFile: string): PageRenderer {
  return {
    pageOf(context) {
      const identity = pageIdentityOf(render, templateFile);
      const shown = pageRemoteOf(context.pathname, identity.config, context.session.id);
      return {
        ...identity,
        remotes: shown ? { [shown.remote]: shown.manifestUrl } : {},
        sharedBySessions: !shown?.drawn,
        renderWhole: (nonce) => renderWhole(context, render, identity, nonce),
      };
    },
  };
}
