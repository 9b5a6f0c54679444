// The public API of @mfp/shared: every name listed, grouped by the folder that defines it.
// Inside shared, import files directly; remotes and the host import from here, the form rules from
// @mfp/shared/validation.

// contracts: The platform contracts: remote names and exposes, routes, the contract version.
export {
  AUTH_MODAL_NAMES,
  CONTRACT_VERSION,
  isAuthModal,
  isBareRoute,
  isContractCompatible,
  isMemberWindowPath,
  LEAD_IMAGE_PAGE,
  LEAD_IMAGE_PRELOAD,
  LEAD_IMAGE_PRELOAD_SELECTOR,
  leadImageOf,
  leadImageToPreload,
  matchSiteRoute,
  MEMBER_CENTER_PAGES,
  MEMBER_WINDOW_BASE,
  MEMBER_WINDOW_HOME,
  pagesOf,
  productionRedirect,
  REMOTE_NAMES,
  remoteForPath,
  SITE_ROUTES,
  siteConfigUrl,
} from './contracts';
export type {
  AuthModalName,
  MemberCenterPage,
  PageOf,
  ProductionRedirect,
  RemoteAppProps,
  RemoteExposes,
  RemoteModuleKey,
  RemoteName,
  RemoteOverlayProps,
  RouteMatch,
  SegmentRule,
  SiteRoute,
  SiteRouteEntry,
} from './contracts';

// types: Wire and domain types of the back end (members, games, wallet, content, registration).
export { CONTACT_APPS, gameName, linkTarget } from './types';
export type {
  AdItem,
  Announcement,
  ApiHeaderReply,
  ApiReply,
  Banner,
  BannerGameLinkParameter,
  BirthdayParts,
  BulletinItem,
  BulletinSetting,
  Captcha,
  ContactApp,
  ContactField,
  DoubleValidation,
  EnvironmentSettings,
  Flag,
  FloatItem,
  FooterItem,
  GameEntry,
  GameName,
  GameType,
  Jackpot,
  Letter,
  LetterListResult,
  LinkItem,
  LinkTarget,
  LoginDeviceInfo,
  LoginHandOff,
  LoginPayload,
  LoginResult,
  MaintenanceInterval,
  MemberLayoutInfo,
  MemberProfile,
  RedEnvelope,
  RedEnvelopeClaimResult,
  RegisterSettingItem,
  RegistrationField,
  RegistrationFormFields,
  RegistrationPayload,
  SportQuickBet,
  Wallet,
  WalletCashItem,
} from './types';

// constants: Spec numbers and tables: locales, currencies, platform ids, halls, limits, timers, cookies, windows, api.
export {
  ACCOUNT_MAX_LENGTH,
  ACCOUNT_MIN_LENGTH,
  AGENT_DOMAIN_COOKIE_DAYS,
  API_PREFIX,
  BADGE_MAX,
  BANNER_LINK_METHOD_NEW_WINDOW,
  BANNER_LINK_TYPE,
  BANNER_USE_TYPE,
  BULLETIN_FREQUENCY_HIDE_ON_CLOSE,
  CAPTCHA_BLOCK_MS,
  CAPTCHA_TYPE,
  CHUNK_RELOAD_GUARD_MS,
  CLIENT_PLATFORM,
  CONTACT_MAX_LENGTH,
  CONTACT_MIN_LENGTH,
  COOKIE_NAMES,
  COUNTRY_LANGUAGE,
  CURRENCY_CODES,
  CURRENCY_COOKIE_DAYS,
  CURRENCY_SYMBOLS,
  currencySymbol,
  DEFAULT_AVAILABLE_QUESTIONS,
  DEFAULT_CURRENCY_BY_LANGUAGE,
  DEFAULT_ERROR_STATUS,
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  DESKTOP_BREAKPOINT_PX,
  DEVICE_CODES,
  DISPLAY_DEVICE,
  DISPLAY_LOCATION,
  DOUBLE_VALIDATION_QUESTIONS,
  ERROR_TOAST_MS,
  FALLBACK_LANGUAGE,
  FBC_PREFIX,
  GAME_LIST_TABS,
  GAME_WINDOW_HEIGHT,
  GAME_WINDOW_WIDTH,
  HALL_APP_PREFIXES,
  HALL_CARD_GAME_ID,
  HALL_IDS,
  HALLS,
  ICON_FETCH_TIMEOUT_MS,
  isCurrencyCode,
  isHallId,
  isRetryableStatus,
  isSuccessCode,
  isSupportedLocale,
  JACKPOT_INTEGER_DIGITS,
  JACKPOT_REFRESH_MS,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_IDS,
  languageForCountry,
  LETTER_FIRST_PAGE,
  LETTER_PAGE_SIZE,
  LINK_EXPIRE_TIME,
  LOADING_CLOSE_DELAY_MS,
  LOADING_WINDOW_POLL_MS,
  MEMBER_CHANNEL_WAIT_MS,
  MEMBER_TYPE_NORMAL,
  MUST_BIND_BANK_ACCOUNT,
  MUST_CHANGE_PASSWORD,
  NOT_FOUND_STATUS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_VERIFY_CODE_DIGITS,
  PLATFORM_DESCRIPTION_MAX,
  PLAY_MAINTENANCE_CODE,
  POPULAR_GP_ID,
  POPUP_WINDOW_HEIGHT,
  POPUP_WINDOW_WIDTH,
  QUIT_GAME_STEP_MS,
  QUITTING_CLEAR_MS,
  RED_ENVELOPE_REFETCH_MS,
  REDIRECT_WINDOW_NAMES,
  REGISTER_TYPES,
  REQUEST_RETRY_COUNT,
  REQUEST_TIMEOUT_MS,
  RESIZE_DEBOUNCE_MS,
  RETRYABLE_STATUSES,
  SIGNIN_PROMPT_FLAGS,
  SMS_COUNTDOWN_S,
  SUCCESS_CODES,
  SUPPORTED_LOCALES,
  TOAST_MS,
  TRACKING_COOKIE_DAYS,
  MEMBER_PRESENT_COOKIE_DAYS,
  TRANSFER_BACK_COUNTDOWN_S,
  TRANSFER_DISABLED_CODE,
  UNAUTHORIZED_STATUS,
  VND_PHONE_DIGITS,
  WAITING_WINDOWS,
  WINDOW_MESSAGE_TYPES,
  WITHDRAW_PASSWORD_DIGITS,
  SSR_DATA_BUDGET_MS,
  SSR_RENDER_BUDGET_MS,
  Z_INDEX_BASE,
} from './constants';
export type {
  BannerLinkType,
  BannerUseType,
  CaptchaType,
  ClientPlatform,
  ClientPlatformId,
  CookieKey,
  CurrencyCode,
  DeviceCode,
  DisplayDevice,
  DisplayLocation,
  DoubleValidationQuestion,
  GameListTab,
  HallAppPrefix,
  HallId,
  HallName,
  LanguageCode,
  RedirectWindowName,
  RegisterType,
  SigninPromptFlag,
  SupportedLocale,
  WaitingWindow,
  WindowMessageType,
} from './constants';

// validation: Form rules and validators, as @mfp/shared/validation (shared/src/validation/index.ts): kept out of
// this barrel, which every page loads whole.

// errors: Error tables per flow (code to message key) and their resolution.
export {
  AGENT_CENTER_CODES,
  BALANCE_GET_BACK_CODES,
  BALANCE_GET_BACK_ERRORS,
  balanceGetBackKey,
  CAPTCHA_ERRORS,
  CONTACT_EDIT_ERRORS,
  DOUBLE_VALIDATION_ERRORS,
  DOUBLE_VALIDATION_GONE_CODES,
  DOUBLE_VALIDATION_SKIP_ERRORS,
  ERROR_TABLES,
  errorText,
  GENERIC_ERROR_KEY,
  INTRODUCER_FIELD,
  LINK_ERRORS,
  LOGIN_ERRORS,
  LOGIN_WAIT_FIELD,
  PLAY_ERRORS,
  REALTIME_ERRORS,
  RED_ENVELOPE_ERRORS,
  REGISTRATION_ERRORS,
  RESET_PASSWORD_ERRORS,
  RESET_PASSWORD_REVERIFY_CODES,
  resolveError,
  ROUTING_ERRORS,
  SMS_ERRORS,
  TRANSPORT_ERRORS,
  WITHDRAW_PASSWORD_SET_ERRORS,
  WITHDRAW_VERIFY_ERRORS,
} from './errors';
export type {
  BalanceGetBackCode,
  ErrorAction,
  ErrorEntry,
  ErrorFlow,
  ErrorMessage,
  ErrorParams,
  ErrorTable,
  ResolvedError,
} from './errors';

// storage: Browser storage, cookies and the site cookies with their lifetimes.
export {
  browserArea,
  COOKIE_SPECS,
  cookieAttributes,
  createTypedStorage,
  fbcValue,
  getSiteCookie,
  markRouteRegister,
  parseCookies,
  readCookie,
  removeCookie,
  removeSiteCookie,
  serializeCookie,
  setSiteCookie,
  siteCookieIn,
  storage,
  STORAGE_KEYS,
  storeIntroducerLink,
  takeRouteRegister,
  writeCookie,
} from './storage';
export type {
  Codec,
  CookieAttributes,
  CookieJar,
  Cookies,
  CookieValue,
  CookieWriteOptions,
  StorageKey,
  StorageLike,
  StorageValue,
  TypedStorage,
} from './storage';

// api: The HTTP client and one typed function per back-end call, with its query options.
export {
  ApiError,
  apiGet,
  apiPost,
  apiRead,
  bearer,
  createApiClient,
  DEFAULT_BUILD_PATHS,
  getApiClient,
  getApiInstance,
  getBuildManifest,
  getClientCaptcha,
  getIconData,
  getLatestBuild,
  getLoginHeader,
  getPagePayload,
  isAbortError,
  isApiError,
  letterBody,
  parseInfoData,
  postAgentAgreement,
  postAgentApply,
  postAgentDownline,
  postAgentLevelNames,
  postAgentLevelRename,
  postAgentOperation,
  postAgentPlan,
  postAgentPromotion,
  postAgentSettlement,
  postAgentStratified,
  postAgentTransfer,
  postAnnouncementMarquee,
  postApplyForAgentCheck,
  postApplyForAgentStatus,
  postBalanceAllBack,
  postBalanceGetBack,
  postBankAccountBind,
  postBankAccountList,
  postBonusSettingCheck,
  postBulletin,
  postBulletinHide,
  postBulletinHistory,
  postCaptcha,
  postCarouselPicture,
  postCashSurplusCheck,
  postCenterRead,
  postCenterWrite,
  postCheckAgentDomain,
  postCheckIframe,
  postContactEdit,
  postDemoGpGames,
  postDemoGtGames,
  postDemoPlay,
  postDeposit,
  postDepositChannels,
  postDoubleValidation,
  postDoubleValidationSkip,
  postDwRecords,
  postEditPassword,
  postFavoriteStore,
  postFbTracking,
  postFloat,
  postFooter,
  postGameLabel,
  postGameLeave,
  postGameList,
  postGamePlay,
  postGetInfoData,
  postHotGames,
  postJackpot,
  postLastPlayingGame,
  postLetterDestroy,
  postLetterDestroyIds,
  postLetterList,
  postLetterRead,
  postLogin,
  postLogo,
  postLogout,
  postMemberInfo,
  postMemberLayout,
  postMemberProfile,
  postModelLogin,
  postModelSetting,
  postModelSponsor,
  postMyCash,
  postPasswordReset,
  postRecommendMembers,
  postRecommendProject,
  postRecommendRecords,
  postRedEnvelopeClaim,
  postRedEnvelopePromotion,
  postRegister,
  postRegisterBackground,
  postRegisterSettings,
  postRegisterSms,
  postRegisterValidMessage,
  postRegisterVerification,
  postServiceAgreement,
  postSiteDetail,
  postSportQuickBetUrl,
  postTagGameList,
  postTemplateConfig,
  postTemplateGameList,
  postTransferRecords,
  postWalletTransfer,
  postWebMobileFooter,
  postWithdrawal,
  postWithdrawPasswordSet,
  postWithdrawVerify,
  readReply,
  resolvePath,
} from './api';
export type {
  AgentApplyBody,
  AgentApplyResult,
  AgentDateRange,
  AgentLevelName,
  AgentPaging,
  AgentPlan,
  AgentPlanLevel,
  AgentPromotion,
  AgentTransferBody,
  AgentTransferResult,
  ApiCallOptions,
  ApiClient,
  ApiClientOptions,
  ApiRequest,
  ApplyForAgentCheck,
  BankAccount,
  BankAccountBindBody,
  BankAccountList,
  BuildPaths,
  BulletinPayload,
  BulletinResult,
  CashSnapshot,
  ContactEditBody,
  DemoPlayPayload,
  DemoProviderGamesPayload,
  DemoTypeGamesPayload,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DoubleValidationPayload,
  DownlineList,
  DownlineMember,
  DownlineQuery,
  DwRecord,
  DwRecordType,
  FavoriteItem,
  GameLabelPayload,
  GameLabelResult,
  GameListPayload,
  GameUrlResult,
  HotGamesPayload,
  InfoData,
  LatestBuild,
  LetterQuery,
  LoginReply,
  ModelPayload,
  OperationRow,
  OperationTable,
  PlayPayload,
  RecommendAward,
  RecommendMember,
  RecommendProject,
  RecommendProjectItem,
  RecordPage,
  RecordRangeQuery,
  RegisterValidLink,
  SettlementRow,
  SportQuickBetPayload,
  StratifiedRow,
  TagGameListPayload,
  TemplateGameListPayload,
  TransferRecord,
  TransportErrorCode,
  WalletTransferResult,
  WithdrawalOrder,
  WithdrawVerifyPayload,
} from './api';

// stores: Zustand stores (session, site, layout, game, play request, wallet, modals, locale) and cash display.
export { CASH_REFRESHING, cashDisplay, formatCash, useCashDisplay } from './stores/cash-display';
export { closeModal, modalStore, openModal, useModalStore } from './stores/modal-store';
export { announceAuthOverlay, overlayHostStore, useAuthOverlayHosted } from './stores/overlay-host';
export { computeIsDesktop, layoutStore, selectIsDesktop, useLayoutStore, watchLayout } from './stores/layout-store';
export { gameStore, selectIsPlaying, useGameStore } from './stores/game-store';
export { localeStore, useLocaleStore } from './stores/locale-store';
export { localTokenPersistence, setTokenPersistence } from './stores/token-persistence';
export { logoutGoesHome } from './stores/logout-navigation';
export {
  onAfterLogin,
  onAfterLogout,
  sameToken,
  selectIsLoggedIn,
  sessionStore,
  useSessionStore,
} from './stores/session-store';
export { playRequestStore, requestPlay, usePlayRequestStore } from './stores/play-request-store';
export { selectSiteCurrency, siteStore, useSiteStore } from './stores/site-store';
export { useClientOnly } from './stores/client-only';
export { RequestStoresContext } from './stores/server-snapshot';
export { PageNonceContext } from './theme/page-nonce';
export { requestStoreStates } from './stores/request-store-states';
export type { RequestStoreStates } from './stores/server-snapshot';
export type { RequestStoreFacts } from './stores/request-store-states';
export {
  captureInstallPrompt,
  installPromptStore,
  promptInstall,
  useInstallPromptStore,
} from './stores/install-prompt-store';
export type { InstallPromptEvent, InstallPromptState } from './stores/install-prompt-store';
export { useWalletStore, walletStore } from './stores/wallet-store';
export type { AppLinks, SiteState } from './stores/site-store';
export type { GameState, RunningGame } from './stores/game-store';
export type { LayoutState } from './stores/layout-store';
export type { LocaleState, LocaleSwitchResult } from './stores/locale-store';
export type { LoginData, LogoutReason, SessionPhase, SessionState } from './stores/session-store';
export type { ModalName, ModalProps, ModalState } from './stores/modal-store';
export type {
  PlayableGame,
  PlayRequest,
  PlayRequestOptions,
  PlayRequestState,
} from './stores/play-request-store';
export type { TokenPersistence } from './stores/token-persistence';
export type { WalletState } from './stores/wallet-store';

// flows: Rules several remotes run: game start, link and URL safety, chunk reload, build poll, countdowns, pop-ups, hand-off.
export { acceptDecryptedHandOff, parseHandOffQuery, readHandOff } from './flows/login-hand-off';
export { applyCashSnapshot, refreshWallet } from './flows/refresh-wallet';
export { askToLogInToPlay, mustLogInToPlay } from './flows/play-login';
export { bannerClickAction } from './flows/banner-click';
export { browserSupport, isInAppBrowser, isUnsupportedBrowser } from './flows/user-agent';
export { BUILD_POLL_INTERVAL_MS, checkBuild, startBuildPolling } from './flows/build-poll';
export { CAPTCHA_BLOCK_CODE, createCaptchaGuard } from './flows/captcha-guard';
export { checkExternalTarget } from './flows/link-target';
export { checkGameStart, GAME_START_FAILED, gameKey } from './flows/game-start-checks';
export { runTransferBack } from './flows/transfer-back';
export type { TransferBackOutcome } from './flows/transfer-back';
export {
  countryOf,
  currencyByCountry,
  requestStartContext,
  startContextFrom,
  startCurrency,
  startLayout,
  startLocale,
} from './flows/start-context';
export type { LayoutHints, StartContext, StartLayout, StartSite } from './flows/start-context';
export { startChoicesOf } from './flows/start-choices';
export type { StartChoices } from './flows/start-choices';
export { checkInternalPath, checkLinkTarget, checkUrl, isAllowedHost } from './flows/url-safety';
export { chooseOpenMode } from './flows/open-mode';
export { currencyChangeAction } from './flows/currency-change';
export { decidePlayFailure } from './flows/play-result';
export { deriveIntroducer } from './flows/introducer';
export { ENVELOPE_GONE_CODE, envelopeState, runEnvelopeCountdown } from './flows/red-envelope';
export {
  formatClock,
  parseTime,
  remainingMs,
  remainingSeconds,
  splitDuration,
  startCountdown,
} from './flows/countdown';
export { formatJackpot } from './flows/jackpot';
export { htmlToText, sanitizeHtml } from './flows/safe-html';
export { isChunkLoadError, reloadOnChunkError } from './flows/chunk-reload';
export { isOnline, ONLINE_SETTLE_MS, watchConnectivity } from './flows/connectivity';
export { popupCloseActions, popupMayOpenOnItsOwn, visiblePopupItems } from './flows/popup-promotion';
export { openInPlace } from './flows/in-place-click';
export type { LinkClick } from './flows/in-place-click';
export { depositNoticeChannels } from './flows/deposit-notice';
export type { NoticeChannel } from './flows/deposit-notice';
export { PRELOAD_ERROR_EVENT, reportPreloadError } from './flows/preload-error';
export { SMS_RATE_LIMIT_CODE, smsCountdownSeconds, smsStartsCountdown } from './flows/sms-countdown';
export type { BannerAction } from './flows/banner-click';
export type { BuildPollOptions } from './flows/build-poll';
export type { ConnectivityTarget } from './flows/connectivity';
export type { CurrencyChange, CurrencyChangeAction } from './flows/currency-change';
export type { GameStartContext, GameStartRejection } from './flows/game-start-checks';
export type { HandOffExtras, HandOffQuery } from './flows/login-hand-off';
export type { Introducer, IntroducerSources } from './flows/introducer';
export type { KeyValueStore } from './flows/chunk-reload';
export type { LoginGatedGame } from './flows/play-login';
export type { OpenMode, OpenModeInput, ProviderTypePair } from './flows/open-mode';
export type { PlayFailureDecision } from './flows/play-result';
export type { PopupCloseRecord, PopupInput } from './flows/popup-promotion';
export type { PreloadErrorReport } from './flows/preload-error';
export type { RefreshWalletOptions } from './flows/refresh-wallet';
export type { UrlCheck, UrlPolicy, UrlRefusal } from './flows/url-safety';

// realtime: The Echo/Pusher connection, its channels and typed events.
export {
  channels,
  createRealtime,
  echoOptions,
  getRealtime,
  invalidateForEvent,
  QUERY_INVALIDATION,
  subscribe,
  useChannel,
} from './realtime';
export type {
  ChannelRef,
  EchoChannelLike,
  EchoConnectionOptions,
  EchoLike,
  Realtime,
  RealtimeEventName,
  RealtimeEvents,
  RealtimeHandler,
  RealtimeOptions,
} from './realtime';

// windows: Pop-up and loading windows and the messages between them.
export {
  centredFeatures,
  closeAllPopups,
  closePopup,
  FAST_PAYMENT_PATH,
  FAST_PAYMENT_TARGET,
  FAST_PAYMENT_WINDOW,
  fastPaymentMode,
  getPopup,
  handleQuickGame,
  listenWindowMessages,
  MEMBER_CENTER_WINDOW,
  openFastPayment,
  openLoadingWindow,
  openMemberCenter,
  openPopup,
  parseWindowMessage,
  pollLoadingWindow,
  postWindowMessage,
  REDIRECT_WINDOW_FOR,
  takeWaitingUrl,
} from './windows';
export type { FastPaymentMode, ListenOptions, PopupSize, WindowMessage, WindowMessageKind } from './windows';

// i18n: i18next set-up, locale switching, remote namespaces and date formatting.
export {
  addRemoteNamespace,
  COMMON_MESSAGES,
  COMMON_NS,
  createI18n,
  createRequestI18n,
  getI18n,
  mergeMessages,
} from './i18n/create-i18n';
export {
  formatCountdown,
  formatDate,
  formatDateTime,
  intlLocale,
  parseServerTime,
  useDateFormat,
} from './i18n/date-format';
export { stripLocalePrefix, switchLocale } from './i18n/locale-switch';
export { useRemoteTranslation } from './i18n/use-remote-translation';
export type { DateFormatOptions, TimeValue } from './i18n/date-format';
export type { Messages } from './i18n/create-i18n';
export type { NamespaceResources } from './i18n/use-remote-translation';
export type { SwitchLocaleOptions } from './i18n/locale-switch';

// session: Logout reasons and the logout notice kept across the reload.
export {
  followLanguageCurrency,
  isLogoutReason,
  isMemberPresent,
  memberPresentIn,
  keepLogoutNotice,
  lockVisitorCurrency,
  logOut,
  LOGOUT_REASONS,
  markMemberPresent,
  setVisitorCurrency,
  takeLogoutNotice,
} from './session';
export type { LogoutNotice } from './session';

// query: The one QueryClient of the page (TanStack Query) and how long each kind of data stays fresh.
export {
  CONTENT_STALE_MS,
  createQueryClient,
  EVENT_FED_STALE_MS,
  getQueryClient,
  MEMBER_QUERY_DOMAINS,
  PAGE_LOAD_STALE_MS,
  removeMemberQueries,
  REPORT_STALE_MS,
  shownError,
  viewerOf,
} from './query';
export type { Viewer } from './query';
// query options beside their endpoints (shared/src/api/<domain>.ts): key [domain, call, vars], fetcher, stale time.
export {
  agentAgreementQuery,
  agentDownlineQuery,
  agentLevelNamesQuery,
  agentOperationQuery,
  agentPlanQuery,
  agentPromotionQuery,
  agentSettlementQuery,
  agentStratifiedQuery,
  announcementMarqueeQuery,
  applyForAgentStatusQuery,
  bankAccountListQuery,
  bonusSettingCheckQuery,
  bulletinHistoryQuery,
  bulletinQuery,
  carouselPictureQuery,
  demoGpGamesQuery,
  demoGtGamesQuery,
  depositChannelsQuery,
  floatQuery,
  footerQuery,
  gameLabelQuery,
  gameListQuery,
  hotGamesQuery,
  jackpotQuery,
  lastPlayingGameQuery,
  letterListQuery,
  linkItemsOf,
  memberProfileQuery,
  modelSettingQuery,
  modelSponsorQuery,
  myCashQuery,
  recommendMembersQuery,
  recommendProjectQuery,
  redEnvelopePromotionQuery,
  registerSettingsQuery,
  serviceAgreementQuery,
  siteDetailQuery,
  tagGameListQuery,
  templateGameListQuery,
} from './api';
export type { NamedLinkItem } from './api';

// safer-play: reality checks, periods and refusal codes, clock injected; the server enforces the same rules.
// The member center's rules (limits, deposit allowance, breaks, activity) are @mfp/shared/safer-play only: kept
// out of this barrel, which every page loads whole.
export { DAY_MS, MINUTE_MS, systemClock } from './safer-play/clock';
export type { Clock } from './safer-play/clock';
export {
  isPeriodOf,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  LIMIT_MAX_AMOUNT,
  LIMIT_PERIOD_IDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  REALITY_CHECK_UNIT_MS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from './safer-play/periods';
export type {
  LimitKind,
  LimitPeriod,
  RealityCheckMinutes,
  SelfExclusionPeriod,
  TimeOutPeriod,
} from './safer-play/periods';
export { isRealityCheckMinutes, netPosition, realityCheckSchedule, sessionElapsedMs } from './safer-play/reality-check';
export { SAFER_PLAY_CODES } from './safer-play/codes';
export type { SaferPlayCode } from './safer-play/codes';
export { refusalParams } from './safer-play/refusal-params';
export {
  postCancelLimit,
  postRealityCheck,
  postSaferActivity,
  postSaferLimits,
  postSaferSession,
  postSetLimit,
  postTakeBreak,
  saferActivityQuery,
  saferLimitsQuery,
  saferSessionQuery,
} from './api';
export type {
  DepositAllowanceView,
  LimitHistoryItem,
  LimitView,
  PendingLimitView,
  SaferActivity,
  SaferLimits,
  SaferSession,
  SetLimitBody,
} from './api';
