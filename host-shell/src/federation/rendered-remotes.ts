import type { RemoteName } from '@mfp/shared';
import { loadRemoteModule } from './load-remote';
import type { PreloadedRemotes, RenderedRemoteVersions } from './preloaded-remotes';

type LoadApp = (remote: RemoteName) => Promise<NonNullable<PreloadedRemotes[RemoteName]>>;

/**
 * Before hydrating a server-rendered page: the app of each remote the server rendered, at the
 * version it rendered (the manifest URL this session's config names). Null when one is at another version
 * (a release in between) or fails to load: the page then renders on the client, never a hydration mismatch.
 */
export async function loadRenderedRemotes(
  rendered: RenderedRemoteVersions | undefined,
  sessionRemotes: Partial<Record<RemoteName, string>>,
  load: LoadApp = (remote) => loadRemoteModule(remote, './app'),
): Promise<PreloadedRemotes | null> {
  const versions = Object.entries(rendered ?? {}) as [RemoteName, string][];
  try {
    const apps = await Promise.all(
      versions.map(async ([remote, manifestUrl]) => {
        if (sessionRemotes[remote] !== manifestUrl)
          throw new Error(`${remote}: rendered from ${manifestUrl}, this session loads ${sessionRemotes[remote] ?? 'none'}`);
        return [remote, await load(remote)] as const;
      }),
    );
    return Object.fromEntries(apps);
  } catch (error) {
    console.warn('[mfp] a server-rendered remote cannot hydrate: the page renders on the client', error);
    return null;
  }
}
