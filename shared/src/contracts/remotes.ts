import type { ComponentType } from 'react';

export const REMOTE_NAMES = ['mfe_lobby', 'mfe_games', 'mfe_member_center', 'mfe_agent_center', 'mfe_auth'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The workspace folder (and package `@mfp/<folder>`) each remote is built from: the build, the release and the servers read it here. */
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  mfe_lobby: 'mfe-lobby',
  mfe_games: 'mfe-games',
  mfe_member_center: 'mfe-member-center',
  mfe_agent_center: 'mfe-agent-center',
  mfe_auth: 'mfe-auth',
};

/** Props the host gives every remote's app entry: the route base it is mounted under. */
export interface RemoteAppProps {
  basePath: string;
}

/**
 * A page-wide layer a remote owns (its modals and boxes). The host mounts it once, outside the
 * routed area; it renders what the shared modal/game stores ask for and nothing otherwise.
 */
export type RemoteOverlayProps = Record<string, never>;

/** The modules each remote exposes, keyed by expose name. Remotes check theirs with `satisfies`. */
export interface RemoteExposes {
  mfe_lobby: {
    './app': ComponentType<RemoteAppProps>;
    /** The lobby's boxes (app download, protocol/terms, news, discount) and the member's red envelope, page-wide. */
    './lobby-overlay': ComponentType<RemoteOverlayProps>;
  };
  mfe_games: {
    './app': ComponentType<RemoteAppProps>;
    /** The play flow, demo game boxes and the play-game modal, driven by shared game and modal stores. */
    './game-overlay': ComponentType<RemoteOverlayProps>;
  };
  mfe_member_center: { './app': ComponentType<RemoteAppProps> };
  mfe_agent_center: { './app': ComponentType<RemoteAppProps> };
  mfe_auth: {
    './app': ComponentType<RemoteAppProps>;
    /** Login, register, forgot password, double validation, password reset and change modals. */
    './auth-overlay': ComponentType<RemoteOverlayProps>;
  };
}

export type RemoteModuleKey<R extends RemoteName> = keyof RemoteExposes[R] & string;
