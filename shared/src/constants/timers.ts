/** Every timer of spec 9 ("Time"), in the unit its name ends with. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The SMS and forgot-password SMS buttons share this countdown. */
export const SMS_COUNTDOWN_S = 300;
export const QUITTING_CLEAR_MS = 30_000;
export const TRANSFER_BACK_COUNTDOWN_S = 10;
export const RED_ENVELOPE_REFETCH_MS = 3_000;
export const CAPTCHA_BLOCK_MS = 1_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const MEMBER_CHANNEL_WAIT_MS = 2_000;
export const LOADING_WINDOW_POLL_MS = 500;
export const LOADING_CLOSE_DELAY_MS = 400;
export const QUIT_GAME_STEP_MS = 300;
export const RESIZE_DEBOUNCE_MS = 1_000;
export const TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 5_000;
export const ICON_FETCH_TIMEOUT_MS = 1_500;
/** How long a server render waits for a remote area (never worse than today): past it the area renders on the client. */
export const SSR_RENDER_BUDGET_MS = 300;
/**
 * How long a server render waits for the first view's data (data once), well inside
 * SSR_RENDER_BUDGET_MS: past it the page renders without it and the browser fetches as a client render does.
 */
export const SSR_DATA_BUDGET_MS = 150;
/** The jackpot total is asked again this often (the lobby's refresh); a reply this young counts as fresh. */
export const JACKPOT_REFRESH_MS = 30_000;
