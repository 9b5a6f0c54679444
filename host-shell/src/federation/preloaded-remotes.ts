import { createContext, type ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@mfp/shared';

/**
 * The seam where server rendering of remotes plugs in: remote app entries already loaded before the
 * tree renders. On the server, the remote SSR loader puts here what it loaded in time; the
 * browser puts here the same remotes before it hydrates, so both render the remote's page. A remote not
 * here renders its loading state on the server and loads in the browser (as a client-rendered page does).
 */
export type PreloadedRemotes = Partial<Record<RemoteName, ComponentType<RemoteAppProps>>>;

export const PreloadedRemotesContext = createContext<PreloadedRemotes>({});

/** The manifest URL (the version) of each remote a server render rendered: the browser hydrates with the same. */
export type RenderedRemoteVersions = Partial<Record<RemoteName, string>>;

/** A remote app loaded for a server render, with the manifest URL it came from. */
export interface ServerRemoteApp {
  app: ComponentType<RemoteAppProps>;
  manifestUrl: string;
}

export type ServerRemoteApps = Partial<Record<RemoteName, ServerRemoteApp>>;

const entries = (apps: ServerRemoteApps) => Object.entries(apps) as [RemoteName, ServerRemoteApp][];

/** The components of a server render's remotes, for PreloadedRemotesContext. */
export const appsOf = (apps: ServerRemoteApps): PreloadedRemotes =>
  Object.fromEntries(entries(apps).map(([remote, loaded]) => [remote, loaded.app]));

/** The versions of a server render's remotes, for the page's render state. */
export const versionsOf = (apps: ServerRemoteApps): RenderedRemoteVersions =>
  Object.fromEntries(entries(apps).map(([remote, loaded]) => [remote, loaded.manifestUrl]));
