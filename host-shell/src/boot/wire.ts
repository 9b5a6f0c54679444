import type { i18n as I18n } from 'i18next';
import {
  announceAuthOverlay,
  checkInternalPath,
  closePopup,
  followLanguageCurrency,
  gameStore,
  isUnsupportedBrowser,
  layoutStore,
  markRouteRegister,
  MEMBER_CENTER_WINDOW,
  onAfterLogin,
  onAfterLogout,
  openModal,
  refreshWallet,
  sessionStore,
  siteStore,
  storeIntroducerLink,
  takeRouteRegister,
  getQueryClient,
} from '@mfp/shared';
import type { SiteConfig } from '../config/site-config';
import { fillSiteStore } from '../config/site-store-fill';
import { whenInteractive } from '../app/app-state-mark';
import { navigateTo } from '../app/navigation';
import { followManifestRedirect, loadManifestRedirects } from '../app/routes/manifest-redirects';
import { productionRedirect, readLandingQuery } from '../app/routes/route-rules';
import { installHostRealtime } from '../realtime/host-realtime';
import { watchMemberCurrency } from '../session/currency-watch';
import { loadSiteDetail } from '../session/site-detail';
import { settleSessionCheck } from '../session/member-pending';
import { installSessionLifecycle } from '../session/lifecycle';
import { installLogoutNotice } from '../session/logout-notice';
import { notice, toast } from '../ui/notify';
import { installHostMessages, installSessionSync } from '../windows/host-messages';
import { installNativeReceiver, postToNativeApp } from '../windows/native-bridge';
import { createHostServices } from './services';
import {
  browserHandOff,
  browserIsPlayQuitStep,
  HOST_BUILD_PATHS,
  restoreSession,
  watchBfcache,
  watchBuild,
  watchChunkErrors,
} from './startup';

/** Everything the host starts once before the first render (spec 2 and 4 startup rules). */
export function wireHost(config: SiteConfig, i18n: I18n, win: Window = window): void {
  // Remotes read site_id, templates and the site currency from the shared site store.
  fillSiteStore(config, i18n.language);
  // The overlay host mounts the auth layer whenever an auth box opens: the /register page opens none of its own.
  announceAuthOverlay();
  const services = createHostServices(config, i18n, win);
  installSessionLifecycle({ siteId: config.siteId, language: () => i18n.language });
  // The server answers in the request's language (Accept-Language): a language switch refetches what is shown.
  i18n.on('languageChanged', () => void getQueryClient().invalidateQueries());
  // A visitor who chose no currency browses in the language's default: after a switch as after a reload.
  i18n.on('languageChanged', (lng: string) => {
    if (sessionStore.getState().phase !== 'loggedIn') followLanguageCurrency(lng, config.currencies);
  });
  // The site detail gives the customer-service link (maintenance box) before any real-time change. Asked once the
  // tree has committed: a server-rendered page that came without it must hydrate without it (no seo text yet).
  void whenInteractive().then(() => loadSiteDetail(config.siteId));
  watchMemberCurrency({ isDesktop: () => layoutStore.getState().isDesktop, reloadPage: () => win.location.reload() });

  const url = new URL(win.location.href);
  const landing = readLandingQuery(url.searchParams);
  if (landing.agentId) storeIntroducerLink('member_agent', landing.agentId);
  else if (landing.invite) storeIntroducerLink('recommend_code', landing.invite);
  if (landing.webDebug) layoutStore.getState().configure({ webDebug: true });
  if (productionRedirect(url.pathname, __MFP_ENV__)?.setRouteRegister) markRouteRegister();

  // The member-center pop-up closes itself when the session ends; every window tells the native app.
  onAfterLogout(() => {
    postToNativeApp({ type: 'logout' }, win);
    if (win.opener && win.name === MEMBER_CENTER_WINDOW) win.close();
  });
  onAfterLogin((d) => {
    postToNativeApp({ type: 'login', token: d.token, member_id: String(d.member_id) }, win);
  });
  // What the app sends back: its own logout, a cash refresh, and an in-site page (never another origin).
  installNativeReceiver(
    {
      logout: () => {
        if (sessionStore.getState().token !== null) sessionStore.getState().logout('user');
      },
      refreshCash: () => void refreshWallet({ skipIfRunning: true }),
      navigate: ({ path }) => {
        const target = checkInternalPath(path);
        if (target.ok) navigateTo(target.url);
      },
    },
    win,
  );

  const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: ['host', 'common'], ...values });
  // After the lifecycle's logout handler, so the notice comes once this window is on /.
  installLogoutNotice((n) => toast(n.kind, t(n.i18nKey)));
  void watchBuild(() => win.location.reload()).then((build) => {
    if (build.id) {
      void loadManifestRedirects(build.id, HOST_BUILD_PATHS).then(() =>
        followManifestRedirect(win.location.pathname, { navigate: (to) => navigateTo(to, { replace: true }), assign: (u) => win.location.assign(u) }),
      );
    }
    installHostRealtime({
      realtime: services.realtime,
      notice: (key, values, kind = 'info') => notice(kind, t(key, values)),
      onBuild: () => void build.check(),
      onCleanCache: () => {
        const clear = 'caches' in win ? win.caches.keys().then((ks) => Promise.all(ks.map((k) => win.caches.delete(k)))) : Promise.resolve();
        void clear.finally(() => win.location.reload());
      },
      currency: () => sessionStore.getState().currency || siteStore.getState().currency || null,
    });
  });

  installHostMessages(
    {
      toastError: (m) => toast('error', m),
      preQuit: () => gameStore.getState().beginQuit(),
      closePopup,
    },
    win,
  );
  installSessionSync(restoreSession, win);

  watchChunkErrors(win);
  watchBfcache(win);
  browserIsPlayQuitStep();
  if (isUnsupportedBrowser(win.navigator.userAgent)) notice('warning', t('unsupported_browser'));

  void browserHandOff(win).then((handedOff) => {
    // The account area waits (neutral) for this check, then shows the member or the visitor's buttons.
    void (handedOff ? Promise.resolve(false) : restoreSession()).finally(settleSessionCheck);
    if (takeRouteRegister()) openModal('register');
    else if (landing.modal) openModal(landing.modal);
  });
}
