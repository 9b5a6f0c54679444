/** @jest-environment node */
import { deriveIntroducer } from '../introducer';
import { visiblePopupItems, popupCloseActions, popupMayOpenOnItsOwn } from '../popup-promotion';
import { smsCountdownSeconds, smsStartsCountdown } from '../sms-countdown';
import { createCaptchaGuard } from '../captcha-guard';
import { parseHandOffQuery, acceptDecryptedHandOff } from '../login-hand-off';
import { formatJackpot } from '../jackpot';
import { bannerClickAction } from '../banner-click';
import { isUnsupportedBrowser, isInAppBrowser } from '../user-agent';
import type { Banner, BulletinItem } from '../../types';

describe('introducer (spec 6)', () => {
  test('introducer: the id query wins, then the agent cookie', () => {
    expect(
      deriveIntroducer({ queryId: 'A1', agentCookie: 'A2', queryInvite: 'R', recommendEnabled: true }),
    ).toEqual({ type: 'member_agent', value: 'A1' });
    expect(deriveIntroducer({ queryId: ' ', agentCookie: 'A2', recommendEnabled: true })).toEqual({
      type: 'member_agent',
      value: 'A2',
    });
  });
  test('introducer: else the invite query, then the recommend cookie, only when the recommend feature is on', () => {
    expect(deriveIntroducer({ queryInvite: 'R1', recommendCookie: 'R2', recommendEnabled: true })).toEqual({
      type: 'recommend_code',
      value: 'R1',
    });
    expect(deriveIntroducer({ recommendCookie: 'R2', recommendEnabled: true })).toEqual({
      type: 'recommend_code',
      value: 'R2',
    });
    expect(deriveIntroducer({ queryInvite: 'R1', recommendEnabled: false })).toBeNull();
    expect(deriveIntroducer({ recommendEnabled: true })).toBeNull();
  });
});

describe('pop-up promotion (spec 4)', () => {
  test('opens on its own only while no other box is open: the login box a visitor asked for comes first', () => {
    expect(popupMayOpenOnItsOwn([])).toBe(true);
    expect(popupMayOpenOnItsOwn(['popupPromotion'])).toBe(true);
    expect(popupMayOpenOnItsOwn(['login'])).toBe(false);
    expect(popupMayOpenOnItsOwn(['popupPromotion', 'register'])).toBe(false);
  });

  const item = (id: number, device: 0 | 1 | 2, updated: string): BulletinItem => ({
    id,
    display_device: device,
    display_content: '',
    content: '',
    updated_at: updated,
  });
  const items = [
    item(1, 0, '2026-01-01 10:00:00'),
    item(2, 1, '2026-01-01 10:00:00'),
    item(3, 2, '2026-01-01 10:00:00'),
  ];
  test('pop-up: items are filtered by device', () => {
    expect(
      visiblePopupItems({ items, isDesktop: true, isLoggedIn: false, closed: null }).map((i) => i.id),
    ).toEqual([1, 2]);
    expect(
      visiblePopupItems({ items, isDesktop: false, isLoggedIn: false, closed: null }).map((i) => i.id),
    ).toEqual([1, 3]);
  });
  test('pop-up: hidden after close until an item is updated after the close time', () => {
    const at = Date.parse('2026-01-01T11:00:00');
    expect(
      visiblePopupItems({ items, isDesktop: true, isLoggedIn: false, closed: { at, loggedIn: false } }),
    ).toEqual([]);
    const updated = [...items, item(4, 0, '2026-01-01 12:00:00')];
    expect(
      visiblePopupItems({
        items: updated,
        isDesktop: true,
        isLoggedIn: false,
        closed: { at, loggedIn: false },
      }),
    ).toHaveLength(3);
    expect(
      visiblePopupItems({
        items: [item(5, 0, 'garbage')],
        isDesktop: true,
        isLoggedIn: false,
        closed: { at, loggedIn: false },
      }),
    ).toEqual([]);
  });
  test('pop-up: a change of login state since the close shows it again', () => {
    expect(
      visiblePopupItems({
        items,
        isDesktop: true,
        isLoggedIn: true,
        closed: { at: Date.now(), loggedIn: false },
      }),
    ).toHaveLength(2);
  });
  test('pop-up: display_frequency 0 for a member -> hide call and reload; otherwise only the close time', () => {
    expect(popupCloseActions(true, 0)).toEqual({ storeCloseTime: true, hideAndReload: true });
    expect(popupCloseActions(false, 0)).toEqual({ storeCloseTime: true, hideAndReload: false });
    expect(popupCloseActions(true, 1)).toEqual({ storeCloseTime: true, hideAndReload: false });
  });
});

describe('SMS countdown (spec 4 and 8)', () => {
  test('SMS: 300 s the first time, then the configured time', () => {
    expect(smsCountdownSeconds(false, 60)).toBe(300);
    expect(smsCountdownSeconds(true, 60)).toBe(60);
    expect(smsCountdownSeconds(true, null)).toBe(300);
  });
  test('SMS: success and code 102 start the countdown; other codes do not', () => {
    expect(smsStartsCountdown(100)).toBe(true);
    expect(smsStartsCountdown(102)).toBe(true);
    expect(smsStartsCountdown(103)).toBe(false);
  });
});

describe('captcha block (spec 8)', () => {
  test('captcha: code 101 blocks requests for 1 s', () => {
    let now = 0;
    const guard = createCaptchaGuard(() => now);
    guard.onReply(100);
    expect(guard.canRequest()).toBe(true);
    guard.onReply(101);
    now = 999;
    expect(guard.canRequest()).toBe(false);
    now = 1000;
    expect(guard.canRequest()).toBe(true);
  });
});

describe('login hand-off (spec 2)', () => {
  test('hand-off: plain needs tk, member_account, member_currency and member_id', () => {
    const q = new URLSearchParams('tk=T&member_account=a&member_currency=BDT&member_id=7&pwa=1');
    expect(parseHandOffQuery(q)).toEqual({
      kind: 'plain',
      handOff: { tk: 'T', member_account: 'a', member_currency: 'BDT', member_id: '7' },
      extras: { pwa: '1' },
    });
    expect(parseHandOffQuery(new URLSearchParams('tk=T&member_account=a&member_currency=BDT'))).toEqual({
      kind: 'none',
    });
    expect(
      parseHandOffQuery({ tk: 'T', member_account: 'a', member_currency: 'BDT', member_id: 7 }),
    ).toMatchObject({ kind: 'plain' });
  });
  test('hand-off: enc is passed on; the decrypted result needs the same four fields', () => {
    expect(parseHandOffQuery(new URLSearchParams('enc=XYZ&fbclid=f'))).toEqual({
      kind: 'enc',
      enc: 'XYZ',
      extras: { fbclid: 'f' },
    });
    expect(
      acceptDecryptedHandOff('{"tk":"T","member_account":"a","member_currency":"BDT","member_id":1}'),
    ).toEqual({ tk: 'T', member_account: 'a', member_currency: 'BDT', member_id: '1' });
    expect(acceptDecryptedHandOff({ tk: 'T', member_account: 'a', member_id: 1 })).toBeNull();
    expect(acceptDecryptedHandOff('not json')).toBeNull();
    expect(acceptDecryptedHandOff(null)).toBeNull();
  });
});

describe('jackpot (spec 3 and 9)', () => {
  test('jackpot: padded to 10 integer digits', () => {
    expect(formatJackpot(1234.5)).toBe('0000001234.50');
    expect(formatJackpot('1,234')).toBe('0000001234.00');
    expect(formatJackpot(12, 0)).toBe('0000000012');
    expect(formatJackpot(null)).toBe('0000000000.00');
    expect(formatJackpot('x')).toBe('0000000000.00');
  });
});

describe('banner click (spec 3 and 5)', () => {
  const banner = (b: Partial<Banner>): Banner => ({
    id: 1,
    url: 'https://x.test',
    link_type: 0,
    link_method: 0,
    ...b,
  });
  const ctx = { demoMode: false, currency: 'BDT' };
  test('banner: ignored in demo mode or without url', () => {
    expect(bannerClickAction(banner({}), { ...ctx, demoMode: true })).toEqual({ kind: 'ignore' });
    expect(bannerClickAction(banner({ url: ' ' }), ctx)).toEqual({ kind: 'ignore' });
  });
  test('banner: link_type 0 external, 1 internal path, link_method 1 new window', () => {
    expect(bannerClickAction(banner({ link_method: 1 }), ctx)).toEqual({
      kind: 'external',
      url: 'https://x.test',
      newWindow: true,
    });
    // The path is passed on as written (spec 8: refused by checkInternalPath, never rewritten).
    expect(bannerClickAction(banner({ link_type: 1, url: 'discount/3' }), ctx)).toEqual({
      kind: 'internal',
      path: 'discount/3',
      newWindow: false,
    });
    expect(bannerClickAction(banner({ link_type: 1, url: '/faq' }), ctx)).toMatchObject({ path: '/faq' });
  });
  test('banner: link_type 2 is a game link blocked on a currency mismatch', () => {
    const params = { currency: 'BDT', gt_id: 2, gp_id: 'GPAB', gp_gt_name: 'x' };
    expect(bannerClickAction(banner({ link_type: 2, game_link_parameter: params }), ctx)).toEqual({
      kind: 'game',
      params,
      newWindow: false,
    });
    expect(
      bannerClickAction(banner({ link_type: 2, game_link_parameter: { ...params, currency: 'USD' } }), ctx),
    ).toEqual({ kind: 'currencyMismatch' });
    expect(bannerClickAction(banner({ link_type: 2, game_link_parameter: null }), ctx)).toEqual({
      kind: 'ignore',
    });
    expect(bannerClickAction(banner({ link_type: 7 as never }), ctx)).toEqual({ kind: 'ignore' });
  });
});

describe('unsupported browsers (spec 5)', () => {
  const UA = {
    iosSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    iosChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
    iosFirefox:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
    iosFacebook:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]',
    androidChrome:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    androidUC:
      'Mozilla/5.0 (Linux; U; Android 10; en-US) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
    androidSamsung:
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    androidWebView:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
    desktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
  };
  test.each([
    ['iosSafari', false],
    ['iosChrome', false],
    ['iosFirefox', true],
    ['iosFacebook', true],
    ['androidChrome', false],
    ['androidUC', false],
    ['androidSamsung', true],
    ['androidWebView', true],
    ['desktop', false],
  ] as const)('unsupported browser: %s -> %s', (name, expected) => {
    expect(isUnsupportedBrowser(UA[name])).toBe(expected);
  });
  test('in-app browser detection', () => {
    expect(isInAppBrowser(UA.iosFacebook)).toBe(true);
    expect(isInAppBrowser(UA.iosSafari)).toBe(false);
  });
});
