import { ERROR_TOAST_MS, TOAST_MS } from '@mfp/shared';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** Toast durations (spec 9): 3000 ms, errors 5000 ms; antd takes seconds. */
export function toastSeconds(kind: ToastKind): number {
  return (kind === 'error' ? ERROR_TOAST_MS : TOAST_MS) / 1000;
}

/** antd with the site theme on its static methods; it loads only when first needed, off the first paint. */
export function loadThemedAntd() {
  return Promise.all([import('./antd-statics'), import('./host-theme')]).then(([antd, themed]) => {
    themed.themeStaticAntd();
    return antd;
  });
}

export function toast(kind: ToastKind, content: string): void {
  void loadThemedAntd().then(({ message }) => message.open({ type: kind, content, duration: toastSeconds(kind) }));
}

/** A longer notice with a title (deposit success, transfer disabled, unsupported browser). */
export function notice(kind: ToastKind, title: string, description?: string): void {
  void loadThemedAntd().then(({ notification }) =>
    notification.open({ type: kind, title, description, duration: toastSeconds(kind), placement: 'topRight' }),
  );
}
