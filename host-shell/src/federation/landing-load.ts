import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@mfp/shared';
import { loadRemoteModule } from './load-remote';

type App = ComponentType<RemoteAppProps>;
type Load = (remote: RemoteName) => Promise<App>;

const started = new Map<RemoteName, Promise<App>>();
const loaded = new Map<RemoteName, App>();

/**
 * Starts loading the landing page's remote app as soon as the remotes are registered, before the host
 * renders, instead of from the remote area's effect after the host's first commit (on a
 * repeat visit its files come from the service worker, and the area can mount it in the host's
 * first render). The area takes the load once (takeLandingLoad); a failure is its to handle.
 */
export function startLandingLoad(
  remote: RemoteName | undefined,
  load: Load = (r) => loadRemoteModule(r, './app'),
): void {
  if (!remote || started.has(remote)) return;
  const pending = load(remote);
  started.set(remote, pending);
  pending.then(
    (App) => loaded.set(remote, App),
    // Not lost: the remote area that takes the promise shows the failure.
    () => undefined,
  );
}

/** The landing remote's app when its early load has already finished (the area mounts it at once), once. */
export function takeLoadedApp(remote: RemoteName): App | undefined {
  const App = loaded.get(remote);
  loaded.delete(remote);
  return App;
}

/** The early load of a remote's app, once; undefined when none was started (or it was taken). */
export function takeLandingLoad(remote: RemoteName): Promise<App> | undefined {
  const pending = started.get(remote);
  started.delete(remote);
  loaded.delete(remote);
  return pending;
}
