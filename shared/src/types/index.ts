export type { ApiReply, ApiHeaderReply, Flag } from './api';
export type { MemberLayoutInfo, MemberProfile } from './member';
export type { GameType, GameName, GameEntry, Jackpot, SportQuickBet } from './game';
export { gameName } from './game';
export type {
  BannerGameLinkParameter,
  Banner,
  BulletinItem,
  BulletinSetting,
  Announcement,
  MaintenanceInterval,
  LinkItem,
  FooterItem,
  FloatItem,
  AdItem,
  LinkTarget,
} from './content';
export { linkTarget } from './content';
export type { WalletCashItem, Wallet, RedEnvelope, RedEnvelopeClaimResult } from './wallet';
export type { Letter, LetterListResult } from './letter';
export type {
  Captcha,
  DoubleValidation,
  LoginDeviceInfo,
  LoginPayload,
  LoginResult,
  LoginHandOff,
} from './auth';
export type {
  RegisterSettingItem,
  RegistrationPayload,
  BirthdayParts,
  ContactApp,
  ContactField,
  RegistrationFormFields,
  RegistrationField,
} from './registration';
export { CONTACT_APPS } from './registration';
export type { EnvironmentSettings } from './environment';
