import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteOverlayProps } from '@mfp/shared';
import { loadRemoteModule } from '../federation/load-remote';

type OverlayRemote = 'mfe_auth' | 'mfe_games' | 'mfe_lobby';
const KEYS = { mfe_auth: './auth-overlay', mfe_games: './game-overlay', mfe_lobby: './lobby-overlay' } as const;
/** One typed load per overlay (the shared loader, the same fallback as the routed areas). */
const LOADERS: Record<OverlayRemote, () => Promise<ComponentType<RemoteOverlayProps>>> = {
  mfe_auth: () => loadRemoteModule('mfe_auth', './auth-overlay'),
  mfe_games: () => loadRemoteModule('mfe_games', './game-overlay'),
  mfe_lobby: () => loadRemoteModule('mfe_lobby', './lobby-overlay'),
};

class OverlayBoundary extends Component<{ remote: string; onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.warn(`[mfp] overlay of ${this.props.remote} threw`, error);
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type OverlayStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RemoteOverlayProps2 {
  remote: OverlayRemote;
  /** Load now (intent seen); until then nothing is fetched. */
  active: boolean;
  onStatus?: (status: OverlayStatus) => void;
}

/** A remote's page-wide layer, mounted once through the typed loader; a failure leaves the page working. */
export function RemoteOverlay({ remote, active, onStatus }: RemoteOverlayProps2) {
  const [Overlay, setOverlay] = useState<ComponentType<RemoteOverlayProps> | null>(null);
  const [status, setStatus] = useState<OverlayStatus>('idle');

  useEffect(() => {
    if (!active || status !== 'idle') return;
    setStatus('loading');
    LOADERS[remote]().then(
      (Loaded) => {
        setOverlay(() => Loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        console.warn(`[mfp] overlay ${remote}/${KEYS[remote]} unavailable`, error);
        setStatus('failed');
      },
    );
  }, [active, remote, status]);

  useEffect(() => onStatus?.(status), [status, onStatus]);

  if (status !== 'ready' || !Overlay) return null;
  return (
    <div className="mfp-overlay" data-overlay={remote}>
      <OverlayBoundary remote={remote} onError={() => setStatus('failed')}>
        <Overlay />
      </OverlayBoundary>
    </div>
  );
}
