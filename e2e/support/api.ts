import { API_URL } from './remotes';

export interface Reply<T> {
  code: number;
  message: string;
  data: T;
}

/** POSTs to the reference API (optionally as a member) and returns the reply. */
export async function api<T>(path: string, body: unknown = {}, token?: string): Promise<Reply<T>> {
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}
