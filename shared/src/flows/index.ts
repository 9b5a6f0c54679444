export { checkGameStart, gameKey, GAME_START_FAILED } from './game-start-checks';
export type { GameStartContext, GameStartRejection } from './game-start-checks';
export { chooseOpenMode } from './open-mode';
export type { OpenMode, OpenModeInput, ProviderTypePair } from './open-mode';
export { decidePlayFailure } from './play-result';
export type { PlayFailureDecision } from './play-result';
export { deriveIntroducer } from './introducer';
export type { Introducer, IntroducerSources } from './introducer';
export { visiblePopupItems, popupCloseActions } from './popup-promotion';
export type { PopupCloseRecord, PopupInput } from './popup-promotion';
export { envelopeState, runEnvelopeCountdown, ENVELOPE_GONE_CODE } from './red-envelope';
export { smsCountdownSeconds, smsStartsCountdown, SMS_RATE_LIMIT_CODE } from './sms-countdown';
export { createCaptchaGuard, CAPTCHA_BLOCK_CODE } from './captcha-guard';
export { parseHandOffQuery, readHandOff, acceptDecryptedHandOff } from './login-hand-off';
export type { HandOffQuery, HandOffExtras } from './login-hand-off';
export { checkUrl, checkInternalPath, checkLinkTarget, isAllowedHost } from './url-safety';
export { checkExternalTarget } from './link-target';
export type { UrlCheck, UrlPolicy, UrlRefusal } from './url-safety';
export { sanitizeHtml, htmlToText } from './safe-html';
export { isChunkLoadError, reloadOnChunkError } from './chunk-reload';
export type { KeyValueStore } from './chunk-reload';
export { reportPreloadError, PRELOAD_ERROR_EVENT } from './preload-error';
export { applyCashSnapshot, refreshWallet } from './refresh-wallet';
export type { RefreshWalletOptions } from './refresh-wallet';
export type { PreloadErrorReport } from './preload-error';
export { checkBuild, startBuildPolling, BUILD_POLL_INTERVAL_MS } from './build-poll';
export type { BuildPollOptions } from './build-poll';
export { formatJackpot } from './jackpot';
export { currencyChangeAction } from './currency-change';
export type { CurrencyChange, CurrencyChangeAction } from './currency-change';
export { bannerClickAction } from './banner-click';
export type { BannerAction } from './banner-click';
export { isInAppBrowser, isUnsupportedBrowser, browserSupport } from './user-agent';
export {
  remainingMs,
  remainingSeconds,
  splitDuration,
  formatClock,
  parseTime,
  startCountdown,
} from './countdown';
export { isOnline, watchConnectivity, ONLINE_SETTLE_MS } from './connectivity';
export type { ConnectivityTarget } from './connectivity';
export { askToLogInToPlay, mustLogInToPlay } from './play-login';
export type { LoginGatedGame } from './play-login';
export { runTransferBack } from './transfer-back';
export type { TransferBackOutcome } from './transfer-back';
