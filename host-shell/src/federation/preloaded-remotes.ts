import { createContext, type ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@mfp/shared';

/**
 * The seam where server rendering of remotes plugs in: remote app entries already loaded before the
 * tree renders. On the server, the remote SSR loader (issue 19) puts here what it loaded in time; the
 * browser puts here the same remotes before it hydrates, so both render the remote's page. A remote not
 * here renders its loading state on the server and loads in the browser (as a client-rendered page does).
 */
export type PreloadedRemotes = Partial<Record<RemoteName, ComponentType<RemoteAppProps>>>;

export const PreloadedRemotesContext = createContext<PreloadedRemotes>({});
