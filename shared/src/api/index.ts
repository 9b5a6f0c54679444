export { ApiError, isApiError, isAbortError } from './api-error';
export type { TransportErrorCode } from './api-error';
export { readReply } from './reply';
export {
  createApiClient,
  getApiClient,
  getApiInstance,
  apiGet,
  apiPost,
  apiRead,
  resolvePath,
  bearer,
} from './client';
export type { ApiClient, ApiClientOptions, ApiCallOptions, ApiRequest } from './client';
export * from './games';
export * from './games-queries';
export * from './content';
export * from './content-queries';
export * from './member';
export * from './member-queries';
export * from './login';
export * from './registration';
export * from './registration-queries';
export * from './own-server';
export * from './build';
export * from './extra-calls';
export * from './member-center';
export * from './member-center-queries';
export * from './agent-center';
export * from './agent-center-queries';
export * from './safer-play';
export * from './safer-play-queries';
