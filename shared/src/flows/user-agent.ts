const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;
const IN_APP =
  /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Twitter|TikTok|musical_ly|BytedanceWebview|Snapchat|WhatsApp|Telegram|; wv\)/i;
const IOS_OTHER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\//i;
const ANDROID_OTHER =
  /Edg|EdgA|OPR|Opera|SamsungBrowser|YaBrowser|Firefox|MiuiBrowser|HuaweiBrowser|; wv\)|Version\/[\d.]+ Chrome/i;

/** True inside an in-app browser (Facebook, Instagram, LINE, WeChat, ...), where pop-up windows fail. */
export function isInAppBrowser(ua: string): boolean {
  return IN_APP.test(ua);
}

/** Which browser a supported user agent is, for the unsupported-browser warning (spec 5). */
export function browserSupport(ua: string): 'supported' | 'unsupported' {
  if (IOS.test(ua)) {
    const chrome = /CriOS/i.test(ua);
    const safari = /Safari\//i.test(ua) && !IOS_OTHER.test(ua) && !IN_APP.test(ua);
    return chrome || safari ? 'supported' : 'unsupported';
  }
  if (ANDROID.test(ua)) {
    const uc = /UCBrowser/i.test(ua);
    const chrome = /Chrome\/\d/i.test(ua) && !ANDROID_OTHER.test(ua) && !IN_APP.test(ua) && !uc;
    return chrome || uc ? 'supported' : 'unsupported';
  }
  return 'supported';
}

/** True when the unsupported-browser warning shows: iOS other than Safari/Chrome, Android other than Chrome/UC. */
export function isUnsupportedBrowser(ua: string): boolean {
  return browserSupport(ua) === 'unsupported';
}
