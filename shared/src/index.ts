// The public API of @mfp/shared: explicit named exports, one place.

// --- contracts (platform) ---
export * from './contracts';

// --- types, constants, validation, errors, storage ---
export * from './types';
export * from './constants';
export * from './validation';
export * from './errors';
export * from './storage';

// --- api, stores, flows, realtime, windows, i18n ---
export * from './api';
export * from './stores';
export * from './flows';
export * from './realtime';
export * from './windows';
export * from './i18n';
export * from './session';
export { DOUBLE_VALIDATION_GONE_CODES, RESET_PASSWORD_REVERIFY_CODES } from './errors';
export { AUTH_MODAL_NAMES, isAuthModal } from './contracts';
export type { AuthModalName } from './contracts';
export { markRouteRegister, takeRouteRegister } from './storage';
export { siteConfigUrl } from './contracts';
export { runTransferBack } from './flows';
export type { TransferBackOutcome } from './flows';
export type { RunningGame } from './stores';
