import { expect, test } from '../../support/fixtures';

// The run's own host, started by `pnpm start --no-build` after the test command's build: that build is the one
// `pnpm start` makes (tooling/build-all.ts, each package's build script), so a fresh start renders on the server.
test("the run command's host answers / rendered on the server, the lobby's area in it", async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('id="mfp-ssr-state"');
  expect(html).toContain('data-testid="lobby-home"');
});
