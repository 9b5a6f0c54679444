import { message } from 'antd';
import { themeStaticAntd } from '@mfp/shared/theme';

/** antd's toast in the site theme; imported on the first toast, so antd stays off the halls' first view. */
export function openToast(text: string, kind: 'error' | 'info' | 'success'): void {
  themeStaticAntd();
  void message.open({ type: kind, content: text, className: 'mfg-toast' });
}
