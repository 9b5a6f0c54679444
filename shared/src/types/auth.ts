import type { DoubleValidationQuestion } from '../constants/platform';
import type { DeviceCode } from '../constants/platform';

/** A captcha from POST /captcha (spec 3). */
export interface Captcha {
  token: string;
  captcha: string;
  placeholder: string;
}

/** A double-validation challenge (spec 3); available_questions_count defaults to 3. */
export interface DoubleValidation {
  member_login_id: number | string;
  question: DoubleValidationQuestion;
  available_questions_count: number;
}

/** Device info added to every login payload (spec 3). */
export interface LoginDeviceInfo {
  remote_addr: string;
  host: string;
  device: DeviceCode;
  system_group: string;
  udid: string;
  login_type: number;
  cdn: string;
  system: string;
  browser: string;
  system_version: string;
}

/** POST /login body (spec 7). */
export interface LoginPayload extends LoginDeviceInfo {
  account: string;
  password: string;
  site_id: number | string;
  answer: string;
  captcha_token: string;
}

/** What a successful login returns (spec 3). */
export interface LoginResult {
  member_id: number;
  token?: string;
}

/** The encrypted or plain login hand-off at startup (spec 2). */
export interface LoginHandOff {
  tk: string;
  member_account: string;
  member_currency: string;
  member_id: string;
}
