import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { consolePost as consolePostData } from '../../support/console';
import { registerUsdMember as registerUsd } from '../../support/members';
import { signIn } from '../../support/session';

const expect = baseExpect.configure({ timeout: 45_000 });

/** Calls the operator console (loopback, token header) and returns its data. */
export const consolePost = <T>(_request: APIRequestContext, path: string, data: Record<string, unknown>): Promise<T> =>
  consolePostData<T>(path, data);

/** Lands on home as a signed-in member (support/session.ts signIn). */
export async function landAsMember(page: Page, memberId: number): Promise<void> {
  await signIn(page, memberId);
  await page.goto('/');
  await expect(page.getByTestId('header-account')).toBeVisible();
}

/** Registers a fresh USD member through the API; returns its id. */
export async function registerUsdMember(_request: APIRequestContext): Promise<number> {
  const id = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;
  return (await registerUsd(`lb${id}`.slice(0, 12), `Lobby User ${id}`)).id;
}

export const setLocale = (page: Page, locale: 'en_US' | 'bn_BD', baseURL: string) =>
  page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL }]);

