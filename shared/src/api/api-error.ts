import type { ErrorFlow } from '../errors';

/** A client-side failure kind, shown with the i18n key of the same name (spec section 8, transport). */
export type TransportErrorCode = 'requestTimeout' | 'networkError' | 'aborted';

/** A failed call: a server code with its message, an HTTP status, or a transport failure. */
export class ApiError extends Error {
  readonly code: number | TransportErrorCode;
  readonly data: unknown;
  readonly flow: ErrorFlow | undefined;
  readonly status: number | undefined;

  constructor(init: {
    code: number | TransportErrorCode;
    message: string;
    data?: unknown;
    flow?: ErrorFlow;
    status?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.data = init.data ?? null;
    this.flow = init.flow;
    this.status = init.status;
  }
}

/** True for an ApiError (from this client or another copy built on the same shape). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'code' in value)
  );
}

/** True when the call was aborted (by the caller or by the 401 rule): not an error to show. */
export function isAbortError(value: unknown): boolean {
  return isApiError(value) && value.code === 'aborted';
}
