import * as C from '..';

describe('constants (spec 9)', () => {
  it('locales: en_US and bn_BD are supported, en_US is the default', () => {
    expect(C.SUPPORTED_LOCALES).toEqual(['en_US', 'bn_BD']);
    expect(C.DEFAULT_LOCALE).toBe('en_US');
    expect(C.isSupportedLocale('bn_BD')).toBe(true);
    expect(C.isSupportedLocale('vi_VN')).toBe(false);
    expect(C.isSupportedLocale(2)).toBe(false);
  });
  it('language ids: zh_TW 0 ... bn_BD 10', () => {
    expect(C.LANGUAGE_IDS).toEqual({
      zh_TW: 0,
      zh_CN: 1,
      en_US: 2,
      vi_VN: 3,
      ko_KR: 4,
      ja_JP: 5,
      th_TH: 6,
      hi_IN: 7,
      my_MM: 8,
      ta_IN: 9,
      bn_BD: 10,
    });
    expect(C.LANGUAGE_CODES).toHaveLength(11);
    expect(C.isLanguageCode('ta_IN')).toBe(true);
    expect(C.isLanguageCode('toString')).toBe(false);
    expect(C.isLanguageCode(null)).toBe(false);
  });
  it('country to language: VN and LA give vi_VN, BD gives bn_BD, TA gives ta_IN', () => {
    expect(C.languageForCountry('VN')).toBe('vi_VN');
    expect(C.languageForCountry('la')).toBe('vi_VN');
    expect(C.languageForCountry(' BD ')).toBe('bn_BD');
    expect(C.languageForCountry('TA')).toBe('ta_IN');
    expect(C.languageForCountry('IN')).toBe('hi_IN');
    expect(C.languageForCountry('FR')).toBeUndefined();
    expect(Object.keys(C.COUNTRY_LANGUAGE)).toHaveLength(12);
  });
  it('language cookie: i18n_redirected, 365 days; timezone America/Caracas', () => {
    expect(C.COOKIE_NAMES.language).toBe('i18n_redirected');
    expect(C.LANGUAGE_COOKIE_DAYS).toBe(365);
    expect(C.DEFAULT_TIMEZONE).toBe('America/Caracas');
  });
  it('currency symbols and default currency by language', () => {
    expect(C.CURRENCY_SYMBOLS.BDT).toBe('৳');
    expect(C.CURRENCY_SYMBOLS.BRL).toBe('R$');
    expect(C.CURRENCY_SYMBOLS.NGN).toBe('₭');
    expect(C.currencySymbol('VND')).toBe('₫');
    expect(C.currencySymbol('EUR')).toBe('EUR');
    expect(C.isCurrencyCode('USD')).toBe(true);
    expect(C.isCurrencyCode(1)).toBe(false);
    expect(C.DEFAULT_CURRENCY_BY_LANGUAGE).toMatchObject({
      zh_TW: 'RMB',
      zh_CN: 'RMB',
      en_US: 'USD',
      vi_VN: 'VND',
      ko_KR: 'WON',
      ja_JP: 'JPY',
      th_TH: 'THB',
      hi_IN: 'INR',
      ta_IN: 'INR',
      my_MM: 'MMK',
      bn_BD: 'BDT',
    });
  });
  it('client platform ids 1-7 and device codes pc, mobile, app', () => {
    expect(C.CLIENT_PLATFORM).toEqual({
      desktop: 1,
      mobile: 2,
      app: 3,
      gesture: 4,
      finger: 5,
      wechat: 6,
      pwa: 7,
    });
    expect(C.DEVICE_CODES).toEqual(['pc', 'mobile', 'app']);
  });
  it('banner use_type 0 desktop, 2 mobile, 1 small; display_device and display_location', () => {
    expect(C.BANNER_USE_TYPE).toEqual({ desktop: 0, mobile: 2, small: 1 });
    expect(C.DISPLAY_DEVICE).toEqual({ both: 0, desktop: 1, mobile: 2 });
    expect(C.DISPLAY_LOCATION).toEqual({ default: 2, deposit: 3 });
    expect(C.BANNER_LINK_TYPE).toEqual({ externalUrl: 0, internalPath: 1, gameLink: 2 });
  });
  it('halls: 2 slot ... 9 esport, with eight app prefixes kept as a list', () => {
    expect(C.HALLS).toEqual({
      2: 'slot',
      3: 'live',
      4: 'sport',
      5: 'lottery',
      6: 'chess',
      7: 'virtual_sport',
      8: 'cockfight',
      9: 'esport',
    });
    expect(C.HALL_IDS).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(C.HALL_ID_BY_NAME.esport).toBe(9);
    expect(C.HALL_APP_PREFIXES).toHaveLength(C.HALL_IDS.length);
    expect(C.isHallId(4)).toBe(true);
    expect(C.isHallId(1)).toBe(false);
    expect(C.isHallId('4')).toBe(false);
    expect(C.GAME_LIST_TABS).toEqual(['all_game', 'my_favorite', 'last_play']);
  });
  it('lengths and digits', () => {
    expect([
      C.ACCOUNT_MIN_LENGTH,
      C.ACCOUNT_MAX_LENGTH,
      C.PASSWORD_MIN_LENGTH,
      C.PASSWORD_MAX_LENGTH,
    ]).toEqual([6, 12, 6, 12]);
    expect([C.CONTACT_MIN_LENGTH, C.CONTACT_MAX_LENGTH]).toEqual([5, 50]);
    expect([C.PHONE_VERIFY_CODE_DIGITS, C.VND_PHONE_DIGITS, C.WITHDRAW_PASSWORD_DIGITS]).toEqual([6, 10, 4]);
    expect([C.JACKPOT_INTEGER_DIGITS, C.DEFAULT_AVAILABLE_QUESTIONS]).toEqual([10, 3]);
    expect([C.LETTER_PAGE_SIZE, C.LETTER_FIRST_PAGE, C.BADGE_MAX, C.PLATFORM_DESCRIPTION_MAX]).toEqual([
      50, 1, 99, 15,
    ]);
  });
  it('timers of the Time list', () => {
    expect({
      request: C.REQUEST_TIMEOUT_MS,
      sms: C.SMS_COUNTDOWN_S,
      quitting: C.QUITTING_CLEAR_MS,
      transferBack: C.TRANSFER_BACK_COUNTDOWN_S,
      envelope: C.RED_ENVELOPE_REFETCH_MS,
      captcha: C.CAPTCHA_BLOCK_MS,
      chunk: C.CHUNK_RELOAD_GUARD_MS,
      channel: C.MEMBER_CHANNEL_WAIT_MS,
      poll: C.LOADING_WINDOW_POLL_MS,
      close: C.LOADING_CLOSE_DELAY_MS,
      quit: C.QUIT_GAME_STEP_MS,
      resize: C.RESIZE_DEBOUNCE_MS,
      toast: C.TOAST_MS,
      errorToast: C.ERROR_TOAST_MS,
      icon: C.ICON_FETCH_TIMEOUT_MS,
    }).toEqual({
      request: 30000,
      sms: 300,
      quitting: 30000,
      transferBack: 10,
      envelope: 3000,
      captcha: 1000,
      chunk: 10000,
      channel: 2000,
      poll: 500,
      close: 400,
      quit: 300,
      resize: 1000,
      toast: 3000,
      errorToast: 5000,
      icon: 1500,
    });
  });
  it('cookie lifetimes: link LINK_EXPIRE_TIME minutes, agent domain 1 day, currency 1 day, tracking 90 days', () => {
    expect(C.LINK_EXPIRE_TIME).toBe(30);
    expect([C.AGENT_DOMAIN_COOKIE_DAYS, C.CURRENCY_COOKIE_DAYS, C.TRACKING_COOKIE_DAYS]).toEqual([1, 1, 90]);
    expect(C.COOKIE_NAMES.currency).toBe('ccy');
  });
  it('window and layout: pop-up 1500x800, breakpoint 992, z-index 2000', () => {
    expect([C.POPUP_WINDOW_WIDTH, C.POPUP_WINDOW_HEIGHT, C.GAME_WINDOW_WIDTH, C.GAME_WINDOW_HEIGHT]).toEqual([
      1500, 800, 1500, 800,
    ]);
    expect(C.DESKTOP_BREAKPOINT_PX).toBe(992);
    expect(C.Z_INDEX_BASE).toBe(2000);
    expect(C.REDIRECT_WINDOW_NAMES).toEqual(['redirect', 'depositRedirect', 'fpRedirect']);
    expect(C.WAITING_WINDOWS).toEqual(['gameWindow', 'depositWindow', 'fpWindow']);
  });
  it('api: success codes 100 and 1000; retry on 408/409/425/429/500/502/503/504', () => {
    expect(C.SUCCESS_CODES).toEqual([100, 1000]);
    expect(C.isSuccessCode(1000)).toBe(true);
    expect(C.isSuccessCode(101)).toBe(false);
    expect(C.isSuccessCode('100')).toBe(false);
    expect(C.RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(C.isRetryableStatus(425)).toBe(true);
    expect(C.isRetryableStatus(501)).toBe(false);
    expect(C.isRetryableStatus(undefined)).toBe(false);
    expect(C.API_PREFIX).toBe('/api');
  });
});
