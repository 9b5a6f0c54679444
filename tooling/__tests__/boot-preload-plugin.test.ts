import type { Compilation } from '@rspack/core';
import { bootFiles } from '../boot-preload-plugin.ts';

// A stand-in for the parts of a compilation bootFiles reads: chunk groups, their chunks and files,
// the modules of each chunk, and the chunk group of each async block.
interface FakeModule {
  id: string;
  blocks: { target: FakeGroup }[];
}
interface FakeChunk {
  files: string[];
  modules: FakeModule[];
}
interface FakeGroup {
  chunks: FakeChunk[];
}

const mod = (id: string, ...targets: FakeGroup[]): FakeModule => ({ id, blocks: targets.map((target) => ({ target })) });
const group = (...chunks: FakeChunk[]): FakeGroup => ({ chunks });
const chunk = (files: string[], ...modules: FakeModule[]): FakeChunk => ({ files, modules });

function compilationOf(named: Record<string, FakeGroup>, all: FakeModule[]): Compilation {
  return {
    namedChunkGroups: new Map(Object.entries(named)),
    modules: new Set(all.map((m) => ({ identifier: () => m.id, blocks: m.blocks }))),
    chunkGraph: {
      getChunkModules: (c: FakeChunk) => c.modules.map((m) => ({ identifier: () => m.id, blocks: m.blocks })),
      getBlockChunkGroup: (b: { target: FakeGroup }) => b.target,
    },
  } as unknown as Compilation;
}

describe('BootPreloadPlugin: the files the boot chunk group needs before it runs', () => {
  const reactProvided = group(chunk(['static/js/react.js']));
  const reactFallback = group(chunk(['static/js/react-fallback.js']));
  const zustandProvided = group(chunk(['static/js/zustand.js']));
  const sharedProvided = group(
    chunk(['static/js/shared.js'], mod('consume shared module (default) zustand@5.1.0 (strict) (fallback: z)', group(chunk(['static/js/zustand-fallback.js'])))),
    chunk(['static/js/dompurify.js', 'static/js/dompurify.js.map']),
  );
  const lazyRoute = group(chunk(['static/js/route.js']));
  const antdProvided = group(chunk(['static/js/antd.js']));
  const provides = [
    mod('provide shared module (default) react@19.3.1 = /r', reactProvided),
    mod('provide shared module (default) zustand@5.1.0 = /z', zustandProvided),
    mod('provide shared module (default) @mfp/shared@0.1.0 = /s', sharedProvided),
    mod('provide shared module (default) antd@6.6.8 = /a', antdProvided),
  ];
  const bootstrap = group(
    chunk(
      ['static/js/bootstrap.js', 'static/js/bootstrap.css'],
      mod('./src/bootstrap.tsx', lazyRoute),
      mod('consume shared module (default) react@19.3.1 (strict) (fallback: r)', reactFallback),
      mod('consume shared module (default) @mfp/shared@0.1.0 (strict) (fallback: s)'),
    ),
  );

  const files = bootFiles(compilationOf({ bootstrap }, provides), 'bootstrap');

  it('names the group own scripts and stylesheets, not source maps', () => {
    expect(files).toEqual(expect.arrayContaining(['static/js/bootstrap.js', 'static/js/bootstrap.css', 'static/js/dompurify.js']));
    expect(files.some((f) => f.endsWith('.map'))).toBe(false);
  });

  it('takes the provided copy of each singleton the boot consumes (loaded-first), not its fallback', () => {
    expect(files).toContain('static/js/react.js');
    expect(files).not.toContain('static/js/react-fallback.js');
  });

  it('follows what a shared package consumes in turn', () => {
    expect(files).toContain('static/js/shared.js');
    expect(files).toContain('static/js/zustand.js');
    expect(files).not.toContain('static/js/zustand-fallback.js');
  });

  it('leaves out lazy imports and singletons the boot does not consume', () => {
    expect(files).not.toContain('static/js/route.js');
    expect(files).not.toContain('static/js/antd.js');
  });

  it('falls back to the consume fallback when the build provides no copy', () => {
    const only = bootFiles(compilationOf({ bootstrap }, []), 'bootstrap');
    expect(only).toContain('static/js/react-fallback.js');
  });

  it('fails the build when the group is not named', () => {
    expect(() => bootFiles(compilationOf({}, []), 'bootstrap')).toThrow(/no chunk group named 'bootstrap'/);
  });
});
