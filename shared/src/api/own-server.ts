import { getApiClient, apiPost } from './client';
import type { ApiReply } from '../types';
import { readReply } from './reply';

/** The plain hand-off fields returned by /get_info_data. */
export interface InfoData {
  tk: string;
  member_id: string;
  member_account: string;
  member_currency: string;
}

/** GET /clientCaptcha (own server, no /api prefix). */
export const getClientCaptcha = <T = unknown>(): Promise<T> =>
  getApiClient().requestRaw<T>({ method: 'GET', path: '/clientCaptcha', root: true });
/** POST /check_iframe {url} (own server). */
export const postCheckIframe = <T = unknown>(url: string): Promise<T> =>
  getApiClient().requestRaw<T>({ method: 'POST', path: '/check_iframe', root: true, body: { url } });
/** POST /api/fb_tracking {tracking event}. */
export const postFbTracking = (event: Record<string, unknown>): Promise<ApiReply<unknown>> =>
  apiPost('/api/fb_tracking', event);
/** POST /api/template_config {mobileTemplateName}. */
export const postTemplateConfig = <T = unknown>(mobileTemplateName: string): Promise<ApiReply<T>> =>
  apiPost('/api/template_config', { mobileTemplateName }, { idempotent: true });

/** POST /get_info_data {enc} (own server): the decrypted hand-off, or null when it fails or is incomplete. */
export async function postGetInfoData(enc: string): Promise<InfoData | null> {
  try {
    const body = await getApiClient().requestRaw<unknown>({
      method: 'POST',
      path: '/get_info_data',
      root: true,
      body: { enc },
    });
    return parseInfoData(body);
  } catch {
    return null;
  }
}

/** Reads the /get_info_data answer: a JSON string (or a reply wrapping one) with the four hand-off fields. */
export function parseInfoData(body: unknown): InfoData | null {
  const reply = readReply(body);
  let value: unknown = reply ? reply.data : body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const fields = ['tk', 'member_id', 'member_account', 'member_currency'] as const;
  if (!fields.every((f) => (typeof v[f] === 'string' || typeof v[f] === 'number') && String(v[f]) !== ''))
    return null;
  return {
    tk: String(v.tk),
    member_id: String(v.member_id),
    member_account: String(v.member_account),
    member_currency: String(v.member_currency),
  };
}
