import type { Notice } from './play-flow/play-flow';

/** The text of a notice: an i18n key (this remote's namespace, then common) or the server's own text. */
export type Translate = (key: string, options: { ns: string[] } & Readonly<Record<string, unknown>>) => string;

export function noticeText(notice: Notice, t: Translate): string {
  return 'key' in notice ? String(t(notice.key, { ...notice.params, ns: ['games', 'common'] })) : notice.text;
}

/** Shows a toast (antd loads with the first one). */
export function toast(text: string, kind: 'error' | 'info' | 'success' = 'error'): void {
  void import('./antd-toast').then(({ openToast }) => openToast(text, kind));
}
