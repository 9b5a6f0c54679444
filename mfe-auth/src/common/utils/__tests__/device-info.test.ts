import { deviceInfo, deviceUdid, readBrowser, readPlatform } from '../device-info';
import { readChallenge } from '../session';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0';

describe('device info', () => {
  it('reads system, version and browser', () => {
    expect(readPlatform(ANDROID)).toEqual({ system: 'Android', version: '13', group: 'mobile' });
    expect(readBrowser(ANDROID)).toBe('Chrome');
    expect(readPlatform(WINDOWS).system).toBe('Windows');
    expect(readBrowser(WINDOWS)).toBe('Edge');
    expect(readPlatform('curl/8')).toEqual({ system: 'unknown', version: '', group: 'unknown' });
  });

  it('builds the login device fields', () => {
    const info = deviceInfo({ userAgent: ANDROID, host: 'x.test', origin: 'https://x.test', isDesktop: false, udid: 'u1' });
    expect(info).toEqual({
      remote_addr: '',
      host: 'x.test',
      device: 'mobile',
      system_group: 'mobile',
      udid: 'u1',
      login_type: 2,
      cdn: 'https://x.test',
      system: 'Android',
      browser: 'Chrome',
      system_version: '13',
    });
    expect(deviceInfo({ userAgent: WINDOWS, host: 'h', origin: 'o', isDesktop: true, udid: 'u' })).toMatchObject({
      device: 'pc',
      login_type: 1,
    });
  });

  it('keeps one udid per browser', () => {
    const map = new Map<string, string>();
    const store = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    const first = deviceUdid(store);
    expect(first).not.toBe('');
    expect(deviceUdid(store)).toBe(first);
  });
});

describe('readChallenge', () => {
  it('reads a challenge and defaults the question count to 3', () => {
    expect(readChallenge({ member_login_id: 'abc', question: 'member_email' })).toEqual({
      member_login_id: 'abc',
      question: 'member_email',
      available_questions_count: 3,
    });
    expect(readChallenge({ member_login_id: 'abc', question: 'member_email', available_questions_count: 2 })?.available_questions_count).toBe(2);
  });
  it('refuses anything else', () => {
    expect(readChallenge(null)).toBeNull();
    expect(readChallenge({ member_login_id: 'abc', question: 'password' })).toBeNull();
    expect(readChallenge({ question: 'member_name' })).toBeNull();
  });
});
