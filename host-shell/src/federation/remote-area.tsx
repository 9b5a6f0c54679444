import { Component, useCallback, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ONLINE_SETTLE_MS, watchConnectivity, type RemoteAppProps, type RemoteName } from '@mfp/shared';
import { reloadForMissingChunk } from './chunk-reload';
import { loadRemoteModule } from './load-remote';
import { takeLandingLoad, takeLoadedApp } from './landing-load';
import { reRegisterRemote } from './remote-registry';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { PreloadedRemotesContext } from './preloaded-remotes';
import { reportRum } from '../rum/rum-events';
import { useClientOnly } from '../app/render-start';

interface BoundaryProps {
  remote: RemoteName;
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so the error stays inside its area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[mfp] remote ${this.props.remote} threw while rendering`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type State =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType<RemoteAppProps> }
  | { status: 'failed'; retrying: boolean };

export interface RemoteAreaProps {
  remote: RemoteName;
  basePath: string;
}

/** Mounts a remote's app entry with a loading state, an error boundary and a retry. */
export function RemoteArea({ remote, basePath }: RemoteAreaProps) {
  // Loaded before render (server render, hydration): shown at once. In a client render, the landing remote's
  // app whose early boot load has finished already mounts in this first render; otherwise it loads in an effect.
  const preloaded = useContext(PreloadedRemotesContext)[remote];
  const clientRender = useClientOnly();
  const [state, setState] = useState<State>(() => {
    const App = preloaded ?? (clientRender ? takeLoadedApp(remote) : undefined);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A server-rendered area, hydrated, is shown too: its session counts in real-user monitoring like any other
    // (a canary's healthy server-rendered sessions would otherwise go unseen beside its failing ones).
    if (preloaded && attempt === 0) {
      reportRum({ kind: 'shown', remote });
      return undefined;
    }
    let live = true;
    const early = attempt === 0 ? takeLandingLoad(remote) : undefined;
    (early ?? loadRemoteModule(remote, './app')).then(
      (App) => {
        if (!live) return;
        reportRum({ kind: 'shown', remote });
        setState({ status: 'ready', App });
      },
      // A chunk missing after a release reloads the page once (the area stays loading meanwhile).
      (error: unknown) => {
        if (!live || reloadForMissingChunk(error)) return;
        reportRum({ kind: 'load_failure', remote });
        setState({ status: 'failed', retrying: false });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt, preloaded]);

  const retry = useCallback(async () => {
    reportRum({ kind: 'retry', remote });
    setState({ status: 'failed', retrying: true });
    await reRegisterRemote(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  // Failed while the device was offline: try again by itself once the connection is back (and settled).
  const failed = state.status === 'failed' && !state.retrying;
  useEffect(() => {
    if (!failed) return undefined;
    let timer: number | undefined;
    const stop = watchConnectivity(window, (online) => {
      window.clearTimeout(timer);
      if (online) timer = window.setTimeout(() => void retry(), ONLINE_SETTLE_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, [failed, retry]);

  const onRenderError = useCallback(
    (error: Error) => {
      if (reloadForMissingChunk(error)) return;
      reportRum({ kind: 'render_error', remote });
      setState({ status: 'failed', retrying: false });
    },
    [remote],
  );

  if (state.status === 'loading') return <RemoteLoading remote={remote} />;
  if (state.status === 'failed')
    return <RemoteFallback remote={remote} onRetry={retry} retrying={state.retrying} />;
  const { App } = state;
  return (
    <div className="mfp-remote-area" data-remote={remote}>
      <RemoteErrorBoundary key={attempt} remote={remote} onError={onRenderError}>
        <App basePath={basePath} />
      </RemoteErrorBoundary>
    </div>
  );
}
