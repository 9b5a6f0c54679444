/** Pop-up window size; the member center and game windows use it (spec 2 and 9). */
export const POPUP_WINDOW_WIDTH = 1500;
export const POPUP_WINDOW_HEIGHT = 800;
export const GAME_WINDOW_WIDTH = POPUP_WINDOW_WIDTH;
export const GAME_WINDOW_HEIGHT = POPUP_WINDOW_HEIGHT;

/** Desktop mode is on from this width up (spec 2 and 9). */
export const DESKTOP_BREAKPOINT_PX = 992;
/** Base z-index of overlays (spec 9). */
export const Z_INDEX_BASE = 2000;

/** Names of the blank redirect windows of /loading (spec 2). */
export const REDIRECT_WINDOW_NAMES = ['redirect', 'depositRedirect', 'fpRedirect'] as const;
export type RedirectWindowName = (typeof REDIRECT_WINDOW_NAMES)[number];

/** Values of the waitingWindow storage key (spec 3). */
export const WAITING_WINDOWS = ['gameWindow', 'depositWindow', 'fpWindow'] as const;
export type WaitingWindow = (typeof WAITING_WINDOWS)[number];

/** Cross-window message types (spec 4). */
export const WINDOW_MESSAGE_TYPES = ['authLogin', 'authLoginClose', 'quickGame'] as const;
export type WindowMessageType = (typeof WINDOW_MESSAGE_TYPES)[number];
