import { mountDevHarness } from '@mfp/shared/dev-harness';
import type { RemoteAppProps } from '@mfp/shared';
import App from './exposes/app';
import LobbyOverlay from './exposes/lobby-overlay';

/** What the host mounts for the lobby: its routed app and, once, its page-wide overlay. */
function DevLobby(props: RemoteAppProps) {
  return (
    <>
      <App {...props} />
      <LobbyOverlay />
    </>
  );
}

// Standalone run (`pnpm --filter @mfp/mfe-lobby dev`): the dev harness gives what the host gives.
void mountDevHarness(DevLobby, { basePath: '/', title: 'Lobby' });
