/** The flows that have their own error table (spec 8). */
export type ErrorFlow =
  | 'login'
  | 'doubleValidation'
  | 'doubleValidationSkip'
  | 'withdrawVerify'
  | 'resetPassword'
  | 'redEnvelope'
  | 'captcha'
  | 'registration'
  | 'sms'
  | 'balanceGetBack'
  | 'contactEdit'
  | 'withdrawPasswordSet'
  | 'play'
  | 'deposit'
  | 'transfer'
  | 'saferPlay'
  | 'link'
  | 'realtime'
  | 'transport'
  | 'routing';

/** Side effects a flow performs after an error, besides showing its message. */
export type ErrorAction =
  | 'refreshCaptcha'
  | 'openDoubleValidation'
  | 'openWithdrawValidation'
  | 'removeEnvelope'
  | 'blockCaptcha'
  | 'disableRecommend'
  | 'releaseCurrencyLock'
  | 'startSmsCountdown'
  | 'showMaintenance'
  | 'closeGameWindow'
  | 'resetGameState'
  | 'abortPending'
  | 'logout';

/** One row of an error table. */
export interface ErrorEntry {
  /** i18n key of the message; without it the server's message is shown. */
  key?: string;
  /** Append the code to the message (login 201-203: ip_error 201). */
  appendCode?: boolean;
  /** No message: the actions say it all (a modal opens, a request is blocked). */
  quiet?: boolean;
  actions?: readonly ErrorAction[];
  /** The form field the message belongs on. */
  field?: string;
  /**
   * Another message when the server's data carries `field` as a positive number: `key`, with that number as
   * the i18n parameter `param` (login 106 of a delayed account: login_wait with its seconds).
   */
  whenData?: { field: string; key: string; param: string };
}

/** A flow's error table: rows by code, the row for any other code, and actions every failure runs. */
export interface ErrorTable {
  codes: Readonly<Record<string, ErrorEntry>>;
  fallback: ErrorEntry;
  always?: readonly ErrorAction[];
  /** How long its error toasts stay, when not the default. */
  toastMs?: number;
}

export type ErrorParams = Readonly<Record<string, string | number>>;

/** What to show for an error: an i18n message or the server's own text. */
export type ErrorMessage =
  { kind: 'i18n'; key: string; params?: ErrorParams; append?: string } | { kind: 'server'; message: string };

/** A resolved error: the message, whether to show it, what to do, and where. */
export type ResolvedError = ErrorMessage & {
  code: string;
  notify: boolean;
  actions: ErrorAction[];
  field?: string;
  toastMs?: number;
};
