/** @jest-environment node */
import { Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { layoutStore, useLayoutStore } from '../layout-store';
import { localeStore, useLocaleStore } from '../locale-store';
import { selectIsLoggedIn, useSessionStore } from '../session-store';
import { siteStore, useSiteStore } from '../site-store';
import { RequestStoresContext } from '../server-snapshot';
import { requestStoreStates, type RequestStoreFacts } from '../request-store-states';

// Remote areas rendered on the server: the shared store hooks render each request's own
// state, so two concurrent server renders with different language and layout never see each other's.

function Facts({ label }: { label: string }) {
  const locale = useLocaleStore((s) => s.locale);
  const layout = useLayoutStore((s) => (s.isDesktop ? 'desktop' : 'mobile'));
  const site = useSiteStore((s) => s.siteId);
  const member = useSessionStore((s) => (selectIsLoggedIn(s) ? s.account : 'visitor'));
  return <p>{`${label}:${locale}/${layout}/${site}/${member}`}</p>;
}

/** A part that waits for its data (as a slow query does) and then reads the stores again. */
function Slow({ data }: { data: Promise<string> }) {
  return <Facts label={`after-${use(data)}`} />;
}

const delay = (ms: number): Promise<string> => new Promise((resolve) => setTimeout(() => resolve('slow'), ms));

function renderHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

const renderRequest = (facts: RequestStoreFacts, slowMs: number) =>
  renderHtml(
    <RequestStoresContext.Provider value={requestStoreStates(facts)}>
      <Facts label="before" />
      <Suspense fallback={<i>waiting</i>}>
        <Slow data={delay(slowMs)} />
      </Suspense>
    </RequestStoresContext.Provider>,
  );

const text = (html: string) => html.replace(/<!--.*?-->/g, '');

describe('server snapshot of the shared stores (per-request state)', () => {
  it('renders two interleaved requests each with its own language, layout, site and member', async () => {
    // English desktop starts first and waits longest: its second half renders after the Bengali mobile one started and finished.
    const english = renderRequest({ locale: 'en_US', isDesktop: true, site: { siteId: 'bd01' } }, 60);
    const bengali = renderRequest(
      { locale: 'bn_BD', isDesktop: false, site: { siteId: 'bd02' }, session: { phase: 'loggedIn', account: 'rahim' } },
      10,
    );
    const [en, bn] = (await Promise.all([english, bengali])).map(text);
    expect(en).toContain('before:en_US/desktop/bd01/visitor');
    expect(en).toContain('after-slow:en_US/desktop/bd01/visitor');
    expect(bn).toContain('before:bn_BD/mobile/bd02/rahim');
    expect(bn).toContain('after-slow:bn_BD/mobile/bd02/rahim');
  });

  it("does not read the process's stores, which a server shares between requests", async () => {
    siteStore.getState().configure({ siteId: 'process-wide' });
    localeStore.setState({ locale: 'bn_BD' });
    layoutStore.getState().setWidth(320);
    const html = text(await renderRequest({ locale: 'en_US', isDesktop: true, site: { siteId: 'bd01' } }, 0));
    expect(html).toContain('before:en_US/desktop/bd01/visitor');
    localeStore.setState({ locale: 'en_US' });
  });

  it("renders the stores' initial state without a request context, as zustand does", async () => {
    const html = text(await renderHtml(<Facts label="plain" />));
    const initial = layoutStore.getInitialState().isDesktop ? 'desktop' : 'mobile';
    expect(html).toContain(`plain:${localeStore.getInitialState().locale}/${initial}/${siteStore.getInitialState().siteId}/visitor`);
  });

  it('falls back to the default language for an unsupported one', () => {
    expect(requestStoreStates({ locale: 'xx_YY', isDesktop: true }).locale.locale).toBe('en_US');
  });
});

describe('one request stores context per process', () => {
  it("is the same object in a second copy of the package, as a host's server bundle holds", () => {
    let copy: unknown;
    jest.isolateModules(() => {
      copy = (jest.requireActual('../server-snapshot') as { RequestStoresContext: unknown }).RequestStoresContext;
    });
    expect(copy).toBe(RequestStoresContext);
  });
});
