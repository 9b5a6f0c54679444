/** The response shape of spec section 7: code/message/data; success is 100 (or 1000). */
export interface ApiReply<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 100;

export function ok<T>(data: T, message = 'success'): ApiReply<T> {
  return { code: SUCCESS_CODE, message, data };
}

/** A business failure: HTTP 200 with the spec's code, as the operator's backend answers. */
export function fail(code: number, message: string, data: unknown = null): ApiReply {
  return { code, message, data };
}
