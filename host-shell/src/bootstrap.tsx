import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppTree } from './app/app-tree';
import { initHostI18n } from './app/i18n';
import { readServerRenderState } from './app/server-render-state';
import { markAppState } from './app/app-state-mark';
import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
import './app/styles.css';
import { loadSiteConfig } from './boot/early-config';
import { registerSiteRemotes, remoteStatus } from './federation/remote-registry';
import { preloadWhenIdle, watchFirstView } from './federation/idle-preload';
import { loadRemoteModule } from './federation/load-remote';
import { afterFirstInteraction, watchFirstInteraction } from './overlays/first-interaction';
import { loadRenderedRemotes } from './federation/rendered-remotes';
import { wireHost } from './boot/wire';
import { registerServiceWorker } from './boot/service-worker';
import { followLanguageInManifest } from './app/manifest-link';
import { captureInstallPrompt, getQueryClient, isMemberWindowPath, remoteForPath } from '@mfp/shared';
import { startLandingLoad } from './federation/landing-load';
import { startRum } from './rum/start-rum';

function renderBootFailure(root: HTMLElement) {
  markAppState('failed');
  // No i18n yet: the message is in both site languages.
  root.innerHTML =
    '<main class="mfp-error-screen" role="alert"><h1>The site could not start · সাইটটি চালু করা যায়নি</h1>' +
    '<p>Check your connection and reload. · আপনার সংযোগ পরীক্ষা করে আবার লোড করুন।</p>' +
    '<button class="mfp-button" onclick="location.reload()">Reload · আবার লোড করুন</button></main>';
}

async function boot() {
  const rootEl = document.getElementById('root');
  if (!rootEl) return;
  // The browser may offer installation at any time: the app page's button takes it.
  captureInstallPrompt();
  try {
    const config = await loadSiteConfig();
    startRum(config);
    // A server-rendered page carries its render state: hydrate that HTML; the static run renders here.
    const rendered = readServerRenderState(document);
    const i18n = initHostI18n(config.languages, rendered?.start.locale);
    // The server's queries are in the cache before anything asks for them (wireHost's site detail): no second request.
    if (rendered) hydrate(getQueryClient(), rendered.queryState);
    await registerSiteRemotes(config.remotes);
    wireHost(config, i18n);
    // The landing page's remote starts loading now, while the host renders (federation/landing-load).
    const landing = remoteForPath(window.location.pathname);
    if (landing && remoteStatus(landing) === 'registered') startLandingLoad(landing);
    followLanguageInManifest(i18n);
    // The remotes the server rendered, at its versions, before hydrating; if one cannot be had, a client render.
    const preloaded = rendered ? await loadRenderedRemotes(rendered.remotes, config.remotes) : null;
    const page = (
      <StrictMode>
        <AppTree
          i18n={i18n}
          config={config}
          router={(app) => <BrowserRouter>{app}</BrowserRouter>}
          start={rendered?.start}
          queryState={rendered?.queryState}
          preloaded={preloaded ?? undefined}
        />
      </StrictMode>
    );
    if (rendered && preloaded) hydrateRoot(rootEl, page);
    else createRoot(rootEl).render(page);
    watchFirstView();
    registerServiceWorker();
    watchFirstInteraction();
    // Login is the visitor's first click: the auth layer's code is fetched once the first view is done and the
    // visitor has started using the page (a visitor who only looks never needs it). The member window is a
    // member's: its auth boxes (withdraw-password reset) load when asked for.
    if (remoteStatus('mfe_auth') === 'registered' && !isMemberWindowPath(window.location.pathname))
      afterFirstInteraction(() => preloadWhenIdle(() => loadRemoteModule('mfe_auth', './auth-overlay'), 'mfe_auth'));
  } catch (error) {
    console.error('[mfp] boot failed', error);
    renderBootFailure(rootEl);
  }
}

void boot();
