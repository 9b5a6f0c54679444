import { STYLESHEET_WAIT_MS, stylesheetsReady } from '../stylesheets-ready';

/** A stylesheet link of a remote, loaded or still downloading (jsdom never loads stylesheets itself). */
const link = (loaded: boolean) => {
  const el = document.createElement('link');
  el.rel = 'stylesheet';
  el.href = 'http://127.0.0.1:3001/v1/static/css/app.css';
  Object.defineProperty(el, 'sheet', { value: loaded ? {} : null, configurable: true });
  document.head.appendChild(el);
  return el;
};
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
};

describe("a remote area renders only once the page's stylesheets have arrived (no unstyled paint, no layout shift)", () => {
  afterEach(() => document.head.replaceChildren());

  it('resolves at once when every stylesheet is loaded', async () => {
    link(true);
    expect(await settled(stylesheetsReady())).toBe(true);
  });

  it('waits for a stylesheet still downloading, and for a failed one no longer', async () => {
    link(true);
    const a = link(false);
    const b = link(false);
    const ready = stylesheetsReady();
    expect(await settled(ready)).toBe(false);
    a.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(false);
    b.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it(`gives up after ${STYLESHEET_WAIT_MS} ms on a stylesheet that never answers`, async () => {
    link(false);
    let fire: () => void = () => undefined;
    const ready = stylesheetsReady(document, (cb, ms) => {
      expect(ms).toBe(STYLESHEET_WAIT_MS);
      fire = cb;
    });
    expect(await settled(ready)).toBe(false);
    fire();
    expect(await settled(ready)).toBe(true);
  });
});
