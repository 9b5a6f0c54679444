/** The contact-app fields shown (spec 3), then the two the member center only displays. */
export const CONTACT_SHOWN = [
  'member_qq',
  'member_skype',
  'member_wechat',
  'member_fb',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
  'member_line',
  'member_others',
] as const;

/** A profile value as text ('' for none). */
export const fieldText = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
