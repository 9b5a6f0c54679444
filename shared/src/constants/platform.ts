/** Client platform ids sent to the back end (spec 9). */
export const CLIENT_PLATFORM = {
  desktop: 1,
  mobile: 2,
  app: 3,
  gesture: 4,
  finger: 5,
  wechat: 6,
  pwa: 7,
} as const;
export type ClientPlatform = keyof typeof CLIENT_PLATFORM;
export type ClientPlatformId = (typeof CLIENT_PLATFORM)[ClientPlatform];

/** Device codes (spec 9). */
export const DEVICE_CODES = ['pc', 'mobile', 'app'] as const;
export type DeviceCode = (typeof DEVICE_CODES)[number];

/** Banner use_type (spec 9). */
export const BANNER_USE_TYPE = { desktop: 0, small: 1, mobile: 2 } as const;
export type BannerUseType = (typeof BANNER_USE_TYPE)[keyof typeof BANNER_USE_TYPE];

/** Banner link_type (spec 3). */
export const BANNER_LINK_TYPE = { externalUrl: 0, internalPath: 1, gameLink: 2 } as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPE)[keyof typeof BANNER_LINK_TYPE];

/** Banner link_method that opens a new window (spec 3). */
export const BANNER_LINK_METHOD_NEW_WINDOW = 1;

/** Bulletin display_device (spec 3). */
export const DISPLAY_DEVICE = { both: 0, desktop: 1, mobile: 2 } as const;
export type DisplayDevice = (typeof DISPLAY_DEVICE)[keyof typeof DISPLAY_DEVICE];

/** Bulletin display_location: 2 everywhere, 3 on the deposit page (spec 7). */
export const DISPLAY_LOCATION = { default: 2, deposit: 3 } as const;
export type DisplayLocation = (typeof DISPLAY_LOCATION)[keyof typeof DISPLAY_LOCATION];

/** Captcha type of POST /captcha (spec 7). */
export const CAPTCHA_TYPE = { login: 1, register: 2 } as const;
export type CaptchaType = (typeof CAPTCHA_TYPE)[keyof typeof CAPTCHA_TYPE];

/** member_type of a normal member; any other value is an agent kind (spec 3). */
export const MEMBER_TYPE_NORMAL = 1;

/** Flags that are 1 when the member must act (spec 3, member layout info). */
export const MUST_CHANGE_PASSWORD = 1;
export const MUST_BIND_BANK_ACCOUNT = 1;

/** The two ways a registration names its introducer (spec 3, register type cookie). */
export const REGISTER_TYPES = ['member_agent', 'recommend_code'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];

/** The columns a double-validation question may ask about (spec 3). */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;
export type DoubleValidationQuestion = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];

/** Sign-in prompt flags (spec 3); their transitions are not shown in the spec. */
export const SIGNIN_PROMPT_FLAGS = [
  'click_signin',
  'click_signin_true',
  'click_signin_pass',
  'is_signin_pass',
  'is_signin_success',
  'is_signin_noopen',
  'is_signin_true',
] as const;
export type SigninPromptFlag = (typeof SIGNIN_PROMPT_FLAGS)[number];
