/**
 * @jest-environment node
 */
import { SERVER_RENDER_STATE_ID } from '../../app/server-render-state';
import { DESKTOP_UA, PHONE_UA, SITE } from './render-fixture';
import { renderToText } from './render-to-string';

// A member's reload never draws the visitor's Log In / Sign Up; the server draws a neutral area.
const stateOf = (html: string): { start: { member?: boolean } } => {
  const json = new RegExp(`<script id="${SERVER_RENDER_STATE_ID}"[^>]*>(.*?)</script>`, 's').exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { start: { member?: boolean } };
};

describe('the account area of a server render', () => {
  it('desktop with the member cookie: a neutral area, no Log In / Sign Up', async () => {
    const { page, html } = await renderToText({ url: '/', cookieHeader: 'mfp_member=1', userAgent: DESKTOP_UA }, SITE);
    expect(html).toContain('data-testid="header-member-pending"');
    expect(html).not.toContain('data-testid="header-login"');
    expect(html).not.toContain('data-testid="header-register"');
    expect(stateOf(page.stateScript).start.member).toBe(true);
  });

  it('mobile with the member cookie: the bottom nav has a placeholder where Log In was', async () => {
    const { html } = await renderToText({ url: '/', cookieHeader: 'mfp_member=1', userAgent: PHONE_UA }, SITE);
    expect(html).toContain('data-testid="mobile-nav-pending"');
    expect(html).not.toContain('data-testid="header-login"');
  });

  it('a visitor (no cookie): the Log In and Sign Up buttons', async () => {
    const { page, html } = await renderToText({ url: '/', userAgent: DESKTOP_UA }, SITE);
    expect(html).toContain('data-testid="header-login"');
    expect(html).not.toContain('header-member-pending');
    expect(stateOf(page.stateScript).start).not.toHaveProperty('member');
  });
});
