import {
  acceptDecryptedHandOff,
  ApiError,
  gameStore,
  getLatestBuild,
  isChunkLoadError,
  isOnline,
  parseHandOffQuery,
  postGameLeave,
  postGetInfoData,
  QUIT_GAME_STEP_MS,
  reloadOnChunkError,
  sessionStore,
  startBuildPolling,
  storage,
  checkBuild,
} from '@mfp/shared';
import type { BuildPaths, LoginHandOff } from '@mfp/shared';
import { applyMemberLayout } from '../session/lifecycle';
import { memberExtrasStore } from '../session/member-extras-store';
import { postMemberLayout } from '@mfp/shared';

const loginWith = (h: LoginHandOff): void =>
  sessionStore.getState().login({
    token: h.tk,
    member_id: h.member_id,
    member_account: h.member_account,
    member_currency: h.member_currency,
  });

export interface HandOffDeps {
  decrypt: (enc: string) => Promise<unknown>;
  login: (h: LoginHandOff) => void;
  resetUrl: () => void;
}

/** The login hand-off of spec 2: plain or enc; the URL is reset to / either way. Resolves whether a member logged in. */
export async function runHandOff(search: URLSearchParams, deps: HandOffDeps): Promise<boolean> {
  const q = parseHandOffQuery(search);
  if (q.kind === 'none') return false;
  if (q.extras.pwa === '1') storage.set('pwa', true);
  let handOff: LoginHandOff | null = null;
  if (q.kind === 'plain') handOff = q.handOff;
  else handOff = acceptDecryptedHandOff(await deps.decrypt(q.enc).catch(() => null));
  if (handOff) deps.login(handOff);
  deps.resetUrl();
  return handOff !== null;
}

/** The browser's hand-off: /get_info_data for enc, the shared session login, history reset to /. */
export function browserHandOff(win: Window = window): Promise<boolean> {
  return runHandOff(new URLSearchParams(win.location.search), {
    decrypt: (enc) => postGetInfoData(enc).then((d) => (d ? JSON.stringify(d) : null)),
    login: loginWith,
    resetUrl: () => win.history.replaceState(null, '', '/'),
  });
}

/** Restores a stored session at startup: the member layout, then the shared login (which runs the after-login loads). */
export async function restoreSession(): Promise<boolean> {
  const { token, phase } = sessionStore.getState();
  if (!token || phase === 'loggedIn') return phase === 'loggedIn';
  memberExtrasStore.getState().set({ restoring: true });
  try {
    const { data } = await postMemberLayout();
    applyMemberLayout(data);
    sessionStore.getState().login({
      token,
      member_id: data.id,
      member_account: data.member_account,
      member_currency: data.member_currency,
    });
    return true;
  } catch (e) {
    // A 401 already logged out through the client; any other failure leaves the visitor logged out.
    if (!(e instanceof ApiError && e.status === 401)) console.warn('[mfp] session restore failed', e);
    return false;
  } finally {
    memberExtrasStore.getState().set({ restoring: false });
  }
}

export interface QuitStepDeps {
  isPlay: () => 0 | 1 | null;
  clear: () => void;
  quit: () => void;
  schedule: (fn: () => void, ms: number) => void;
}

/** Startup with isPlay = 1: the quit step runs after 300 ms and isPlay resets to 0 (spec 4). */
export function runIsPlayQuitStep(deps: QuitStepDeps): boolean {
  if (deps.isPlay() !== 1) return false;
  deps.schedule(() => {
    deps.quit();
    deps.clear();
  }, QUIT_GAME_STEP_MS);
  return true;
}

export function browserIsPlayQuitStep(): boolean {
  return runIsPlayQuitStep({
    isPlay: () => storage.get('isPlay'),
    clear: () => storage.set('isPlay', 0),
    quit: () => {
      gameStore.getState().quitted();
      if (sessionStore.getState().token) postGameLeave().catch(() => undefined);
    },
    schedule: (fn, ms) => setTimeout(fn, ms),
  });
}

/** A page restored from the back/forward cache while isPlay is 1 reloads (spec 4). */
export function shouldReloadOnPageShow(persisted: boolean, isPlay: 0 | 1 | null): boolean {
  return persisted && isPlay === 1;
}

export function watchBfcache(win: Window = window): () => void {
  const onShow = (e: PageTransitionEvent): void => {
    if (shouldReloadOnPageShow(e.persisted, storage.get('isPlay'))) win.location.reload();
  };
  win.addEventListener('pageshow', onShow);
  return () => win.removeEventListener('pageshow', onShow);
}

/** The failed-chunk reload: once per path within 10 s (shared guard). */
export function watchChunkErrors(win: Window = window): () => void {
  const onError = (reason: unknown): void => {
    // Offline, a chunk that cannot be fetched is not missing, and a reload would leave the browser's error page.
    if (!isChunkLoadError(reason) || !isOnline(win)) return;
    reloadOnChunkError(win.location.pathname, { store: win.sessionStorage, reload: () => win.location.reload() });
  };
  const onRejection = (e: PromiseRejectionEvent): void => onError(e.reason);
  const onWindowError = (e: ErrorEvent): void => onError(e.error);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onWindowError);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onWindowError);
  };
}

/** The build files as served through the host's API proxy. */
export const HOST_BUILD_PATHS: BuildPaths = {
  manifest: (id) => `/api/build/${encodeURIComponent(id)}`,
  latest: '/api/build/latest',
  payload: (route) => `${route.replace(/\/$/, '')}/_payload.json`,
};

export interface BuildWatch {
  /** The running build id ('' when the build file could not be read). */
  id: string;
  /** Checks now (the real-time build event). */
  check: () => Promise<boolean>;
  stop: () => void;
}

/** Reads the running build id, then polls it (shared startBuildPolling) and reloads when it changes. */
export async function watchBuild(reload: () => void): Promise<BuildWatch> {
  let currentId = '';
  try {
    currentId = (await getLatestBuild(HOST_BUILD_PATHS)).id;
  } catch {
    // No build file: polling starts from an unknown id and never reloads on a missing file.
  }
  const fetchLatest = () => getLatestBuild(HOST_BUILD_PATHS);
  const stop = currentId ? startBuildPolling({ currentId, fetchLatest, reload }) : () => undefined;
  return { id: currentId, check: () => (currentId ? checkBuild({ currentId, fetchLatest, reload }) : Promise.resolve(false)), stop };
}
