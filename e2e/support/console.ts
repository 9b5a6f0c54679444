import { expect } from '@playwright/test';
import type { Reply } from './api';
import { API_URL } from './remotes';

const CONSOLE_TOKEN = process.env.CONSOLE_TOKEN ?? 'local-console-token';

/** POSTs to the loopback operator console (its token header) and returns the reply as it came. */
export async function consoleCall<T>(path: string, body: unknown): Promise<Reply<T>> {
  const res = await fetch(`${API_URL}/console/${path.replace(/^\//, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-console-token': CONSOLE_TOKEN },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply<T>;
}

/** POSTs to the operator console and returns the data of its reply, which must be a success (100). */
export async function consolePost<T>(path: string, body: unknown): Promise<T> {
  const reply = await consoleCall<T>(path, body);
  expect(reply.code, `console ${path}: ${reply.message}`).toBe(100);
  return reply.data;
}
