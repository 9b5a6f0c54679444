import { BUILT_PACKAGES, buildScriptOf } from '../build-all';

describe('one build path: pnpm start, pnpm build and the test command build each package by its own build script', () => {
  it('builds the host and the five remotes', () => {
    expect(BUILT_PACKAGES).toEqual(['host-shell', 'mfe-lobby', 'mfe-games', 'mfe-member-center', 'mfe-agent-center', 'mfe-auth']);
  });

  it("the host's build makes its server render entry too, so the run command serves server-rendered pages", () => {
    expect(buildScriptOf('host-shell')).toMatch(/rspack build --config rspack\.config\.ts && rspack build --config rspack\.server\.config\.ts/);
  });

  it('every remote builds with its rspack config', () => {
    for (const folder of BUILT_PACKAGES.slice(1)) expect(buildScriptOf(folder)).toContain('rspack build --config rspack.config.ts');
  });
});
