import { apiPost, getApiClient } from '../../api';
import { fakeAdapter, ok } from '../../api/__tests__/fake-adapter';
import { COMMON_NS, getI18n } from '../../i18n/create-i18n';
import { sessionStore } from '../../stores/session-store';
import { createHarnessPlatform } from '../harness-platform';

describe('dev harness platform (a remote run alone gets what the host creates at boot)', () => {
  afterEach(() => sessionStore.getState().logout('user'));

  test('the one i18n instance in the requested language, with the common namespace loaded', () => {
    const { i18n } = createHarnessPlatform('bn_BD');
    expect(getI18n()).toBe(i18n);
    expect(i18n.language).toBe('bn_BD');
    expect(i18n.hasResourceBundle('bn_BD', COMMON_NS)).toBe(true);
    expect(i18n.hasResourceBundle('en_US', COMMON_NS)).toBe(true);
  });

  test('without ?lang the default locale', () => {
    expect(createHarnessPlatform(null).i18n.language).toBe('en_US');
  });

  test('the one API client: same origin, the session token and the page language on every call', async () => {
    const { api, i18n } = createHarnessPlatform('en_US');
    expect(getApiClient()).toBe(api);
    const { adapter, calls } = fakeAdapter(() => ok());
    api.axios.defaults.adapter = adapter;
    sessionStore.getState().setToken('T9');
    await i18n.changeLanguage('bn_BD');
    await apiPost('/member/profile/my_cash');
    expect(calls[0]?.baseURL).toBe('');
    expect(calls[0]?.url).toBe('/api/member/profile/my_cash');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer T9');
    expect(calls[0]?.headers.get('lang')).toBe('bn_BD');
  });

  test('a 401 logs the session out', async () => {
    const { api } = createHarnessPlatform('en_US');
    api.axios.defaults.adapter = fakeAdapter(() => ({ status: 401, body: { code: 401, message: 'unauthorized' } })).adapter;
    sessionStore.getState().setToken('T9');
    await expect(apiPost('/member/profile/my_cash')).rejects.toBeDefined();
    expect(sessionStore.getState().token).toBeNull();
  });
});
