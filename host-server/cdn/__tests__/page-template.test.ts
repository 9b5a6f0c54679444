import { withNonce } from '../page-nonce';
import { escapeHtml, headInserts, pageFrame, preloadedStylesheets, templateBrand } from '../page-template';

const STATE = '<script id="mfp-ssr-state" type="application/json">{}</script>';
const HEAD = { title: 'Home | BD Play', lang: 'bn-BD', robots: null } as const;
const page = (head: string, root: string) => `<!doctype html><html lang="en"><head>${head}</head><body><div id="root">${root}</div><footer>x</footer></body></html>`;

describe('the built index.html around a server render (the head names the page)', () => {
  it('sets lang and the escaped title, and leaves out the boot spinner with its nested divs', () => {
    const frame = pageFrame(page('<title>BD Play</title><script src="/a.js"></script>', '<div id="boot"><div class="spin"></div></div>'), { ...HEAD, title: '<b>&"x"' }, STATE);
    expect(frame.before).toBe(`<!doctype html><html lang="bn-BD"><head><title>&lt;b&gt;&amp;&quot;x&quot;</title>${STATE}<script src="/a.js"></script></head><body><div id="root">`);
    expect(frame.after).toBe('</div><footer>x</footer></body></html>');
  });

  it("writes the page's description after the title, escaped, in place of any the template has", () => {
    const template = page('<meta name="description" content="built"><title>BD Play</title><script src="/a.js"></script>', '');
    const frame = pageFrame(template, { ...HEAD, description: 'স্লট & "লাইভ" <খেলা>' }, STATE);
    expect(frame.before).toContain('<title>Home | BD Play</title><meta name="description" content="স্লট &amp; &quot;লাইভ&quot; &lt;খেলা&gt;">');
    expect(frame.before.match(/name="description"/g)).toHaveLength(1);
    // An older render entry gives none: the template's stays as it is.
    expect(pageFrame(template, HEAD, STATE).before).toContain('<meta name="description" content="built">');
  });

  it('puts the render state before the first script, after the robots meta of the error screen', () => {
    const frame = pageFrame(page('<title>BD Play</title><style>s</style><script defer src="/main.js"></script><script src="/b.js"></script>', ''), { ...HEAD, robots: 'noindex' }, STATE);
    expect(frame.before).toContain(`<title>Home | BD Play</title><meta name="robots" content="noindex"><style>s</style>${STATE}<script defer src="/main.js">`);
  });

  it('preloads the lead image (the LCP picture) right after the title, escaped, with the boot script\'s attributes', () => {
    const frame = pageFrame(page('<title>BD Play</title><script src="/a.js"></script>', ''), { ...HEAD, leadImage: 'http://x/a.webp?a=1&b="2"' }, STATE);
    expect(frame.before).toContain(
      '<title>Home | BD Play</title><link rel="preload" as="image" fetchpriority="high" href="http://x/a.webp?a=1&amp;b=&quot;2&quot;">',
    );
    expect(pageFrame(page('<title>t</title>', ''), HEAD, STATE).before).not.toContain('rel="preload"');
  });

  it('a head with no script gets the state last, an html element with no lang gets one', () => {
    const frame = pageFrame('<html><head><title>t</title></head><body><div id="root"></div></body></html>', HEAD, STATE);
    expect(frame.before).toBe(`<html lang="bn-BD"><head><title>Home | BD Play</title>${STATE}</head><body><div id="root">`);
    expect(frame.after).toBe('</div></body></html>');
  });

  it('refuses a template without a root element or with an unclosed one', () => {
    expect(() => pageFrame('<html><head></head><body></body></html>', HEAD, STATE)).toThrow('no <div id="root">');
    expect(() => pageFrame('<html><head></head><body><div id="root"><div></div></body></html>', HEAD, STATE)).toThrow('not closed');
  });

  it("takes the brand from the built page's title, unescaped once (the render escapes it again)", () => {
    expect(templateBrand('<title> BD &amp; Play </title>')).toBe('BD & Play');
    expect(escapeHtml(templateBrand('<title>BD &amp; Play</title>'))).toBe('BD &amp; Play');
  });

  it("prefers the built page's application-name, which the browser reads its brand from too", () => {
    expect(templateBrand('<title>Home | BD Play</title><meta name="application-name" content="BD &amp; Play" />')).toBe('BD & Play');
  });
});

describe("the response's nonce on the page's inline elements (never 'unsafe-inline')", () => {
  it('goes on every <script> and <style> tag, and nowhere else', () => {
    const html = '<style>#boot{}</style><script src="/a.js"></script><stylesheet-x></stylesheet-x><p>&lt;script&gt;</p><STYLE data-rc-order="prepend">.a{}</STYLE>';
    expect(withNonce(html, 'N')).toBe(
      '<style nonce="N">#boot{}</style><script nonce="N" src="/a.js"></script><stylesheet-x></stylesheet-x><p>&lt;script&gt;</p><STYLE nonce="N" data-rc-order="prepend">.a{}</STYLE>',
    );
  });

  it("puts the render's antd styles before the render state, both before the boot scripts", () => {
    const frame = pageFrame(page('<title>BD Play</title><script src="/main.js"></script>', ''), HEAD, headInserts({ stateScript: STATE, styles: () => '<style data-rc-order="prepend">.ant-btn{}</style>' }));
    expect(frame.before).toContain(`<style data-rc-order="prepend">.ant-btn{}</style>${STATE}<script src="/main.js">`);
    expect(headInserts({ stateScript: STATE })).toBe(STATE);
  });
});

describe('the boot CSS of a server-rendered page (no unstyled first view, no late CSS)', () => {
  it('links as a stylesheet each style the built page only preloads, and nothing else', () => {
    const template =
      '<head><link as="style" fetchpriority="low" href="/static/js/bootstrap.1.css" rel="preload">' +
      '<link as="script" href="/static/js/2.js" rel="preload"><link rel="preload" as="fetch" href="/c.json"></head>';
    expect(preloadedStylesheets(template)).toBe('<link rel="stylesheet" href="/static/js/bootstrap.1.css">');
    expect(preloadedStylesheets('<head></head>')).toBe('');
  });
});
