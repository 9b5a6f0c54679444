import { expect } from '@playwright/test';
import type { Reply } from './api';
import { API_URL } from './remotes';

/** The console token header of this run (playwright.config.ts sets CONSOLE_TOKEN for the backend and the workers). */
export function consoleHeaders(): Record<string, string> {
  const token = process.env.CONSOLE_TOKEN;
  if (!token) throw new Error('CONSOLE_TOKEN is not set: run the suite through playwright.config.ts');
  return { 'x-console-token': token };
}

/** POSTs to the loopback operator console (its token header) and returns the reply as it came. */
export async function consoleCall<T>(path: string, body: unknown): Promise<Reply<T>> {
  const res = await fetch(`${API_URL}/console/${path.replace(/^\//, '')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...consoleHeaders() },
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
