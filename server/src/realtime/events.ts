/** Every real-time event the backend publishes (documented in server/README.md). */
export const REALTIME_EVENTS = {
  memberCash: 'member-cash',
  gameUrl: 'game-url',
  forwardGameStatus: 'forward-game-status',
  letter: 'letter',
  login: 'login',
  profileUpdated: 'profile-updated',
  depositSuccess: 'deposit-success',
  allTransferBack: 'all-transfer-back',
  redEnvelope: 'red-envelope',
  csLink: 'cs-link',
  carousel: 'carousel',
  marquee: 'marquee',
  appCleanCache: 'app-clean-cache',
  code957: 'code-957',
  build: 'build',
  saferPlayBreak: 'safer-play-break',
  saferPlaySettings: 'safer-play-settings',
} as const;

export type RealtimeEvent = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];
