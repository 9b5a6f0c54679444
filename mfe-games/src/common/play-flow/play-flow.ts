import {
  askToLogInToPlay,
  mustLogInToPlay,
  GAME_WINDOW_HEIGHT,
  GAME_WINDOW_WIDTH,
  LOADING_WINDOW_POLL_MS,
  REDIRECT_WINDOW_FOR,
  checkGameStart,
  chooseOpenMode,
  closeModal,
  closePopup,
  decidePlayFailure,
  gameKey,
  getI18n,
  PLAY_ERRORS,
  refusalParams,
  gameStore,
  getPopup,
  isAbortError,
  isApiError,
  isInAppBrowser,
  isSuccessCode,
  openLoadingWindow,
  openModal,
  openPopup,
  postDemoPlay,
  postGameLeave,
  postGamePlay,
  selectIsLoggedIn,
  sessionStore,
  siteStore,
  storage,
  walletStore,
  type OpenMode,
  type PlayRequest,
  type PlayableGame,
  type RealtimeEvents,
  refreshWallet,
} from '@mfp/shared';
import { readSiteContext } from '../../common/site-context';
import { OPEN_MODE_CONFIG } from './open-mode-config';

/** A message to show: an i18n key (with the values it names), or the server's own text. */
export type Notice = { key: string; params?: Readonly<Record<string, string | number>> } | { text: string };

/** What the flow asks of the page around it. */
export interface PlayEnv {
  notify(notice: Notice): void;
  /** Page mode: show /play. */
  showPlayPage(): void;
  win?: Window;
}

export type StartOutcome =
  | 'loginRequired'
  | 'demoBlocked'
  | 'rejected'
  | 'waitingForUrl'
  | 'started'
  | 'maintenance'
  | 'failed';

interface Launch {
  key: string;
  game: PlayableGame;
  demo: boolean;
  mode: OpenMode;
}

export const GAME_WINDOW_NAME = REDIRECT_WINDOW_FOR.gameWindow;
const GAME_WINDOW_SIZE = { width: GAME_WINDOW_WIDTH, height: GAME_WINDOW_HEIGHT };

/** The start waiting for its url; once open, the game lives in the game store only (running). */
let pending: Launch | null = null;

/** Spec 4: login (spec 5), the five checks, the open mode, then play1 (or demo/play). */
export async function startGame(request: PlayRequest, env: PlayEnv): Promise<StartOutcome> {
  const { game, demo } = request;
  const win = env.win ?? window;
  const loggedIn = selectIsLoggedIn(sessionStore.getState());
  if (mustLogInToPlay(game, demo, loggedIn)) {
    askToLogInToPlay();
    return 'loginRequired';
  }
  if (demo && siteStore.getState().isDemoSite) {
    env.notify({ key: 'play.demo_blocked' });
    return 'demoBlocked';
  }
  const ctx = readSiteContext();
  const state = gameStore.getState();
  const key = gameKey(game);
  const rejection = checkGameStart({
    siteClosedForBrand: ctx.closedBrands.includes(game.gp_id),
    isStarting: state.isStarting,
    isQuitting: state.isQuitting,
    gameKey: key,
    playingGames: state.playingGames,
    isDesktop: ctx.isDesktop,
    transferBackInProgress: walletStore.getState().transferBackInProgress,
  });
  if (rejection) {
    env.notify({ key: rejection });
    return 'rejected';
  }
  const mode = chooseOpenMode({
    gp_id: game.gp_id,
    game_type: game.game_type,
    isApp: ctx.isApp,
    isDesktop: ctx.isDesktop,
    inAppBrowser: isInAppBrowser(win.navigator.userAgent),
    ...OPEN_MODE_CONFIG,
  });
  state.beginStart();
  // The window opens now, inside the click, so the pop-up blocker lets it through; the url follows.
  if (mode === 'window') {
    openLoadingWindow('gameWindow', GAME_WINDOW_SIZE, win);
    storage.set('waitingWindow', 'gameWindow');
  }
  pending = { key, game, demo, mode };
  try {
    const reply = demo
      ? await postDemoPlay({
          site_id: ctx.siteId,
          currency: ctx.currency,
          device: ctx.device,
          gp_id: game.gp_id,
          game_type: game.game_type,
          game_code: game.game_code,
          house: game.house ?? '',
        })
      : await postGamePlay({
          gpId: game.gp_id,
          game_type: game.game_type,
          game_code: game.game_code,
          lobby_url: `${win.location.origin}/close`,
          device: ctx.device,
        });
    const url = reply.data?.game_url;
    if (url) return deliverGameUrl(url, env) ? 'started' : 'failed';
    // No url in the reply: it comes over the private member channel (game-url).
    return 'waitingForUrl';
  } catch (error) {
    return failStart(error, env);
  }
}

/** The game url arrived (reply or member channel): open it the chosen way. False when nothing waits for it. */
export function deliverGameUrl(url: string, env: PlayEnv): boolean {
  const launch = pending;
  if (!launch) return false;
  pending = null;
  const win = env.win ?? window;
  const open: Record<OpenMode, () => boolean> = {
    window: () => {
      // The /loading window is ours (same origin): send it to the game; no loading window, open the game itself.
      const loading = getPopup(GAME_WINDOW_NAME);
      if (loading) {
        loading.location.href = url;
        return true;
      }
      return openPopup(url, GAME_WINDOW_NAME, GAME_WINDOW_SIZE, win) !== null;
    },
    modal: () => {
      openModal('playGame', { url });
      return true;
    },
    page: () => {
      env.showPlayPage();
      return true;
    },
    redirect: () => {
      win.location.assign(url);
      return true;
    },
  };
  gameStore.getState().started(launch.key, url, launch.mode, { game: launch.game, demo: launch.demo });
  storage.set('isPlay', 1);
  storage.remove('waitingWindow');
  if (open[launch.mode]()) return true;
  env.notify({ key: 'play.popup_blocked' });
  void forceQuit();
  return false;
}

/** The game-url event of the private member channel. */
export function onGameUrlEvent(payload: RealtimeEvents['game-url'], env: PlayEnv): void {
  if (!pending || payload.gp_id !== pending.game.gp_id) return;
  if (payload.code !== undefined && !isSuccessCode(payload.code)) {
    failStart({ code: payload.code, message: payload.message ?? '', data: payload }, env);
    return;
  }
  deliverGameUrl(payload.game_url, env);
}

type Failure = { code: number | string; message: string; data: unknown };

function failStart(error: unknown, env: PlayEnv): StartOutcome {
  pending = null;
  closePopup(GAME_WINDOW_NAME);
  storage.remove('waitingWindow');
  gameStore.getState().startFailed();
  if (isAbortError(error)) return 'failed';
  const f: Failure = isApiError(error)
    ? { code: error.code, message: typeof error.code === 'number' ? error.message : '', data: error.data }
    : (error as Failure);
  const decision = decidePlayFailure(f.code, f.message, f.data);
  if (decision.kind === 'maintenance') {
    openModal('maintenance', { interval: decision.interval, message: f.message || undefined });
    return 'maintenance';
  }
  // A code with its own catalogue message names its values in the member's language.
  const own = PLAY_ERRORS.codes[String(f.code)]?.key;
  if (own) env.notify({ key: own, params: refusalParams(f.data, getI18n().language) });
  else env.notify(f.message ? { text: f.message } : { key: decision.message });
  return 'failed';
}

/** Refreshes the member's cash (shown as '-' meanwhile): the one shared refresh. */
export async function refreshCash(): Promise<void> {
  await refreshWallet();
}

/** Force quit (spec 4): close the window or modal, call leave, then refresh the cash if logged in. */
export async function forceQuit(): Promise<void> {
  const launch = gameStore.getState().running ?? pending;
  pending = null;
  closePopup(GAME_WINDOW_NAME);
  closeModal('playGame');
  storage.set('isPlay', 0);
  storage.remove('waitingWindow');
  gameStore.getState().beginQuit();
  const member = selectIsLoggedIn(sessionStore.getState());
  if (member && !launch?.demo) {
    try {
      await postGameLeave();
    } catch {
      // Leaving is best effort; the cash refresh below still shows the truth.
    }
    await refreshCash();
  }
  gameStore.getState().quitted(launch?.key);
}

/** Quits when the member closes the game window by hand (checked every 500 ms). Returns stop(). */
export function watchGameWindow(): () => void {
  const id = setInterval(() => {
    const { running, isQuitting } = gameStore.getState();
    if (running?.mode === 'window' && !isQuitting && !getPopup(GAME_WINDOW_NAME)) void forceQuit();
  }, LOADING_WINDOW_POLL_MS);
  return () => clearInterval(id);
}

/** Forgets everything (logout: the session store already reset the game state). */
export function resetPlayFlow(): void {
  pending = null;
  closePopup(GAME_WINDOW_NAME);
}
