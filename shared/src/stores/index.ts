export {
  sessionStore,
  useSessionStore,
  selectIsLoggedIn,
  onAfterLogin,
  onAfterLogout,
  sameToken,
} from './session-store';
export type { SessionState, SessionPhase, LoginData, LogoutReason } from './session-store';
export { logoutGoesHome } from './logout-navigation';
export { layoutStore, useLayoutStore, watchLayout, computeIsDesktop } from './layout-store';
export type { LayoutState } from './layout-store';
export { gameStore, useGameStore, selectIsPlaying } from './game-store';
export type { GameState } from './game-store';
export { walletStore, useWalletStore } from './wallet-store';
export { CASH_REFRESHING, cashDisplay, formatCash, useCashDisplay } from './cash-display';
export type { WalletState } from './wallet-store';
export { modalStore, useModalStore, openModal, closeModal } from './modal-store';
export type { ModalState, ModalName, ModalProps } from './modal-store';
export { localeStore, useLocaleStore } from './locale-store';
export type { LocaleState, LocaleSwitchResult } from './locale-store';
export { setTokenPersistence, localTokenPersistence } from './token-persistence';
export type { TokenPersistence } from './token-persistence';
export { playRequestStore, requestPlay, usePlayRequestStore } from './play-request-store';
export type { PlayableGame, PlayRequest, PlayRequestOptions, PlayRequestState } from './play-request-store';
export { siteStore, useSiteStore } from './site-store';
export type { AppLinks, SiteState } from './site-store';
export type { RunningGame } from './game-store';
