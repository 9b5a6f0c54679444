import { renderToString } from 'react-dom/server';
import { antdCsp, PageNonceContext, readPageNonce, usePageNonce } from '../page-nonce';

function Styled() {
  return <style nonce={usePageNonce()}>{'.x{}'}</style>;
}

// antd's runtime <style> elements carry the page's nonce, so style-src needs no 'unsafe-inline'.
describe("the page's CSP nonce for antd's runtime styles", () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the nonce the server wrote on the page (the property: browsers hide the attribute once parsed)', () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', 'cGFnZW5vbmNlcGFnZW5vbmNl');
    document.head.append(script);
    expect(readPageNonce(document)).toBe('cGFnZW5vbmNlcGFnZW5vbmNl');
  });

  it('has none on a page without a nonce, nor on the server', () => {
    document.head.append(document.createElement('script'));
    expect(readPageNonce(document)).toBeUndefined();
    expect(readPageNonce(undefined)).toBeUndefined();
  });

  it('gives every ConfigProvider the same csp object, read once', () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', 'b25jZW9uY2VvbmNlb25jZQ==');
    document.head.append(script);
    const first = antdCsp();
    expect(first).toEqual({ nonce: 'b25jZW9uY2VvbmNlb25jZQ==' });
    expect(antdCsp()).toBe(first);
  });

  it('a server render gives React-rendered style elements the nonce of its response (its context)', () => {
    const html = renderToString(
      <PageNonceContext.Provider value="cmVzcG9uc2Vub25jZXJlc3A=">
        <Styled />
      </PageNonceContext.Provider>,
    );
    expect(html).toContain('nonce="cmVzcG9uc2Vub25jZXJlc3A="');
  });
});
