import { htmlToText, sanitizeHtml } from '@mfp/shared/flows/safe-html';
import { installServerHtmlWindow } from '../ssr/server-html-window.ts';

// The marquee and bulletins render on the server; their operator HTML is sanitised there as in the browser.
describe('operator HTML in a server render (node, no window)', () => {
  it('refuses to sanitise before the server provides a window', () => {
    expect(typeof window).toBe('undefined');
    expect(() => sanitizeHtml('<b>x</b>')).toThrow(/provideServerHtmlWindow/);
  });

  it('sanitises with the provided jsdom window: no script, links to a new tab kept safe, text for the marquee', () => {
    installServerHtmlWindow();
    expect(sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<a href="https://a.example/" target="_blank">a</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(htmlToText('<p>Big</p><p>win <b>today</b></p>')).toBe('Big win today');
  });
});
