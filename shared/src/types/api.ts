/** The reply shape of every product call (spec 7). */
export interface ApiReply<T> {
  code: number;
  message: string;
  data: T;
}

/** The alternative reply shape header.status/desc/body (spec 7). */
export interface ApiHeaderReply<T> {
  header: { status: number; desc: string };
  body: T;
}

/** A 0/1 flag as the back end sends it. */
export type Flag = 0 | 1;
