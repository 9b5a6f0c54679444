import DOMPurify from 'dompurify';
import { htmlToText, sanitizeHtml } from '../safe-html';

/** Parses sanitised output back into a DOM, as the page does when it renders it. */
const render = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};
const handlersIn = (box: Element) =>
  Array.from(box.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).filter((a) => /^on/i.test(a.name)).map((a) => a.name));

describe('safe HTML (server HTML is shown, never run: spec 8, security)', () => {
  test.each([
    ['script tag', '<p>a</p><script>window.x=1</script>'],
    ['event handler', '<img src=x onerror="window.x=1">'],
    ['javascript: link', '<a href="javascript:window.x=1">a</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;avascript:window.x=1">a</a>'],
    ['tab inside the scheme', '<a href="java&#x09;script:window.x=1">a</a>'],
    ['vbscript: link', '<a href="vbscript:x">a</a>'],
    ['SVG onload', '<svg onload="window.x=1"></svg>'],
    ['SVG script', '<svg><script>window.x=1</script></svg>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>parent.x=1</script>"></iframe>'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=window.x=1>"></p></noscript>'],
    ['math/style mXSS', '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=window.x=1&gt;">'],
    ['style element', '<p>a</p><style>body{display:none}</style>'],
    ['form asking for a password', '<form action="https://evil.test"><input name="password"><button>ok</button></form>'],
    ['button formaction', '<button formaction="javascript:window.x=1">b</button>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.x=1">'],
    ['base href', '<base href="javascript:x//">'],
  ])('safe html: %s leaves nothing that runs, restyles the page or asks for input', (_name, html) => {
    const box = render(html);
    expect(handlersIn(box)).toEqual([]);
    expect(box.querySelectorAll('script, style, link, meta, base, iframe, object, embed, form, input, button, textarea, select, svg, math')).toHaveLength(0);
    expect(box.innerHTML).not.toMatch(/javascript:|vbscript:/i);
  });

  test.each([
    ['a fixed overlay', 'position:fixed;inset:0;background:#fff'],
    ['absolute positioning', 'position: absolute; top: 0'],
    ['layering', 'z-index: 99999'],
    ['a remote background', 'background:url(https://evil.test/x.png)'],
    ['an old IE expression', 'width:expression(alert(1))'],
  ])('safe html: an inline style with %s is dropped', (_name, style) => {
    const box = render(`<div style="${style}">text</div>`);
    expect(box.querySelector('div')?.getAttribute('style')).toBeNull();
    expect(box.textContent).toBe('text');
  });

  test('safe html: formatting, links and harmless styles stay', () => {
    const html = '<p style="color: red; font-weight: bold">Red</p><a href="https://example.com/x">x</a><ul><li>i</li></ul><img src="/a.png" alt="a">';
    const box = render(html);
    expect(box.querySelector('p')?.getAttribute('style')).toBe('color: red; font-weight: bold');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://example.com/x');
    expect(box.querySelectorAll('li')).toHaveLength(1);
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/a.png');
  });

  test('safe html: an image without a text alternative becomes decoration (alt=""); one with alt keeps it (WCAG 1.1.1)', () => {
    const box = render('<img src="/deco.png"><img src="/logo.png" alt="Logo">');
    const [deco, logo] = Array.from(box.querySelectorAll('img'));
    expect(deco?.getAttribute('alt')).toBe('');
    expect(logo?.getAttribute('alt')).toBe('Logo');
  });

  test('safe html: a <marquee> goes, its words stay, standing still (WCAG 2.2.2)', () => {
    const box = render('<p><marquee>Big win</marquee></p>');
    expect(box.querySelector('marquee')).toBeNull();
    expect(box.textContent).toBe('Big win');
  });

  test.each([
    ['target="_blank"', '<a href="https://example.com/x" target="_blank">x</a>'],
    ['an upper-case target', '<a href="https://example.com/x" target=" _BLANK ">x</a>'],
    ['an existing rel that would keep the opener', '<a href="https://example.com/x" target="_blank" rel="opener">x</a>'],
    ['an image-map area', '<map name="m"><area href="https://example.com/x" target="_blank" alt="a"></map>'],
  ])('safe html: a link with %s opens a new tab that has no handle on the site', (_name, html) => {
    const link = render(html).querySelector('a, area');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test.each([
    ['a named frame', '_top'],
    ['the parent frame', '_parent'],
    ['a window name', 'evil'],
    ['an empty target', ''],
  ])('safe html: a target naming %s is dropped', (_name, target) => {
    const link = render(`<a href="https://example.com/x" target="${target}">x</a>`).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  test('safe html: target is kept on links only, and a link without one keeps its rel as written', () => {
    const box = render('<div target="_blank">d</div><a href="/faq" rel="nofollow">f</a>');
    expect(box.querySelector('div')?.hasAttribute('target')).toBe(false);
    expect(box.querySelector('a')?.getAttribute('rel')).toBe('nofollow');
  });

  test('safe html: empty input gives an empty string; other DOMPurify users keep their own settings', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
    sanitizeHtml('<div style="position:fixed">x</div>');
    expect(DOMPurify.sanitize('<div style="position:fixed">x</div>')).toContain('position:fixed');
  });

  test('html to text: the readable text only, entities decoded once, scripts and styles dropped', () => {
    expect(htmlToText('<b>Tom</b> &amp; <i>Jerry</i><script>x()</script><style>p{}</style>')).toBe('Tom & Jerry');
    expect(htmlToText('&lt;script&gt;x&lt;/script&gt;')).toBe('<script>x</script>');
    expect(htmlToText('<p>a</p>\n<p>b</p>')).toBe('a b');
    // Blocks and line breaks without white space between them still part words on one line.
    expect(htmlToText('<h1>Big</h1><p>a<br>b</p><table><tr><td>c</td><td>d</td></tr></table><ul><li>e</li><li>f</li></ul>')).toBe('Big a b c d e f');
    expect(htmlToText('<b>in</b>line')).toBe('inline');
    expect(htmlToText(undefined)).toBe('');
  });
});

describe('sanitising never parses into a document bound by the page CSP', () => {
  afterEach(() => jest.restoreAllMocks());

  it('parses operator HTML in an inert <template>, not DOMParser (whose <style> the nonce-only style-src reports)', () => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString');
    const html = '<style>body{display:none}</style><p style="color:red">Kept <b>text</b></p><table><tr><td>cell</td></tr></table>';
    expect(sanitizeHtml(html)).toBe('<p style="color:red">Kept <b>text</b></p><table><tbody><tr><td>cell</td></tr></tbody></table>');
    expect(htmlToText(html)).toBe('Kept text cell');
    expect(parse).not.toHaveBeenCalled();
  });
});
