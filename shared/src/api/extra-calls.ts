import { apiPost, apiRead } from './client';
import type { ApiCallOptions } from './client';
import type { ApiReply } from '../types';

// The member-center and agent-center calls beyond spec section 7 are designed by the server team
// later. Add each one here as a typed function named after its call, like the other domain files:
//   export const postDepositChannels = (body: DepositChannelsPayload) => apiRead<DepositChannels>('/member/deposit/channels', body);
// Until then a remote uses these two generic entries, which keep every client rule (headers, retry, 401).

/** A member-center or agent-center read not yet typed here (retried like a GET). */
export const postCenterRead = <T = unknown>(
  path: string,
  body?: unknown,
  options?: ApiCallOptions,
): Promise<ApiReply<T>> => apiRead<T>(path, body, options);
/** A member-center or agent-center mutation not yet typed here (never retried). */
export const postCenterWrite = <T = unknown>(
  path: string,
  body?: unknown,
  options?: ApiCallOptions,
): Promise<ApiReply<T>> => apiPost<T>(path, body, options);
