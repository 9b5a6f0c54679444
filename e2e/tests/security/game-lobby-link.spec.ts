import { api } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { PORT_BASE, originOfPort } from '../../support/remotes';

// No off-site hop from the game page: a visitor's demo play (no login) hands the site any lobby_url; the game
// page it gets, on the site's own origin, must never send its Lobby button elsewhere. Each hostile form is
// clicked in Chromium, which reads URLs as the server's check assumes (server/test/lobby-url.test.ts has 30+).

const SITE = originOfPort(PORT_BASE);
const HOSTILE = ['/\\evil.test/x', 'http://evil.test', '//evil.test/x', '/\t/evil.test/x', 'javascript:location="http://evil.test"', `${SITE}@evil.test/`];

async function demoGameUrl(lobby_url: string): Promise<string> {
  const reply = await api<{ game_url: string }>('/api/demo/play', { currency: 'BDT', device: 'pc', gp_id: 'GPPG', game_type: 2, game_code: 'pg_fortune_tiger', lobby_url });
  expect(reply.code).toBe(100);
  // The game window opens it through the site's own origin (the host proxies /sim/).
  return `${SITE}${new URL(reply.data.game_url, SITE).pathname}`;
}

test("the game page's Lobby button never leaves the site, whatever lobby_url the play call was given", async ({ context, page }) => {
  test.setTimeout(90_000);
  const evil: string[] = [];
  await context.route((url) => url.hostname.endsWith('evil.test'), (route) => {
    evil.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>evil</title>' });
  });
  for (const lobby of HOSTILE) {
    await page.goto(await demoGameUrl(lobby));
    // Where the button would go, as the page's own script holds it: nowhere (it closes the window) or the site.
    // (CONFIG is the page script's top-level const: a global binding an evaluated expression reads.)
    const target = await page.evaluate<string>('CONFIG.lobby === "" ? "" : new URL(CONFIG.lobby, location.href).origin');
    expect({ lobby, target }).toEqual({ lobby, target: '' });
    // The button closes the session first (its leave call), then would navigate.
    const left = page.waitForResponse((r) => r.url().endsWith('/leave'));
    await page.getByTestId('lobby').click();
    await left;
    expect(new URL(page.url()).origin).toBe(SITE);
  }
  expect(evil).toEqual([]);

  // A lobby on the site still takes the player back there.
  await page.goto(await demoGameUrl('/close'));
  await page.getByTestId('lobby').click();
  await expect(page).toHaveURL(`${SITE}/close`);
});
