import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createI18n, getI18n, addRemoteNamespace, mergeMessages, COMMON_MESSAGES } from '../create-i18n';
import type { Messages } from '../create-i18n';
import { switchLocale, stripLocalePrefix } from '../locale-switch';
import commonEn from '../locales/en_US/common.json';
import commonBn from '../locales/bn_BD/common.json';
import { gameStore } from '../../stores/game-store';
import { localeStore } from '../../stores/locale-store';

const flatKeys = (m: Messages, prefix = ''): string[] =>
  Object.entries(m).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatKeys(v, `${prefix}${k}.`),
  );

afterEach(() => {
  gameStore.getState().reset();
  localeStore.setState({ locale: 'en_US' });
});

describe('i18n (DESIGN 6, spec 9)', () => {
  test('common namespace: every key exists in both en_US and bn_BD', () => {
    expect(flatKeys(commonBn).sort()).toEqual(flatKeys(commonEn).sort());
    expect(flatKeys(COMMON_MESSAGES.bn_BD).sort()).toEqual(flatKeys(COMMON_MESSAGES.en_US).sort());
  });

  test('common namespace: Bengali texts are written in Bengali script, not transliterated', () => {
    const bengali = /[\u0980-\u09FF]/;
    for (const key of flatKeys(commonBn)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], commonBn);
      expect([key, bengali.test(String(text))]).toEqual([key, true]);
    }
  });

  test('createI18n: the spec keys resolve, merged with the rules messages', () => {
    const i18n = createI18n('en_US');
    expect(getI18n()).toBe(i18n);
    expect(i18n.t('pg.err_is_playing')).toBe('A game is in progress. Please close it first.');
    expect(i18n.t('pg.err_transfer_disabled')).toMatch(/Transfers are disabled/);
    expect(i18n.t('requestTimeout')).toMatch(/timed out/);
    expect(i18n.t('proxy.please_login_title')).toBe('Please log in first');
    expect(i18n.t('error_screen.title_404')).toBe('Page Not Found');
    expect(i18n.t('error_screen.title_500')).toBe('Internal Server Error');
    expect(i18n.t('hall.chess')).toBe('Card Games');
    expect(i18n.t('header.transfer_back_countdown', { count: 7 })).toBe('Try again in 7 s');
  });

  test('createI18n: an unknown locale falls back to en_US; bn_BD is Bengali', () => {
    expect(createI18n('fr_FR').language).toBe('en_US');
    const bn = createI18n('bn_BD');
    expect(bn.t('pg.alert_starting')).toBe('গেমটি চালু হচ্ছে, অনুগ্রহ করে অপেক্ষা করুন।');
    expect(createI18n().language).toBe('en_US');
  });

  test('addRemoteNamespace: a remote adds its namespace to the one instance', () => {
    const i18n = createI18n('en_US');
    addRemoteNamespace(i18n, 'games', {
      en_US: { hall: { title: 'Halls' } },
      bn_BD: { hall: { title: 'হল' } },
    });
    addRemoteNamespace(i18n, 'games', { en_US: { extra: 'More' } });
    expect(i18n.t('hall.title', { ns: 'games' })).toBe('Halls');
    expect(i18n.t('extra', { ns: 'games' })).toBe('More');
  });

  test('react-i18next: components read the common namespace', () => {
    createI18n('bn_BD');
    function Label() {
      const { t } = useTranslation();
      return <span>{t('nav.home')}</span>;
    }
    render(<Label />);
    expect(screen.getByText('হোম').textContent).toBe('হোম');
  });

  test('mergeMessages: later trees win, nested trees merge', () => {
    expect(mergeMessages({ a: { b: '1', c: '2' }, d: 'x' }, { a: { c: '3' }, d: { e: 'y' } })).toEqual({
      a: { b: '1', c: '3' },
      d: { e: 'y' },
    });
  });
});

describe('locale switch (spec 4 and 9)', () => {
  test('locale switch: loads messages, goes to the matching path and sets i18n_redirected for 365 days, lax, path /', async () => {
    const i18n = createI18n('en_US');
    const jar = { cookie: '' };
    const navigate = jest.fn();
    const loadMessages = jest.fn(() => Promise.resolve({ lobby: { title: 'লবি' } }));
    await expect(
      switchLocale(i18n, 'bn_BD', { currentPath: '/en_US/faq/3', navigate, loadMessages, jar }),
    ).resolves.toEqual({ ok: true });
    expect(i18n.language).toBe('bn_BD');
    expect(i18n.t('title', { ns: 'lobby' })).toBe('লবি');
    expect(navigate).toHaveBeenCalledWith('/faq/3');
    expect(jar.cookie).toMatch(/^i18n_redirected=bn_BD/);
    expect(jar.cookie).toMatch(/Max-Age=31536000/i);
    expect(jar.cookie).toMatch(/Path=\//i);
    expect(jar.cookie).toMatch(/SameSite=Lax/i);
    expect(localeStore.getState().locale).toBe('bn_BD');
  });

  test('locale switch: refused with pg.err_is_playing while a game is playing', async () => {
    const i18n = createI18n('en_US');
    const jar = { cookie: '' };
    gameStore.getState().started('g', 'u', 'window');
    await expect(switchLocale(i18n, 'bn_BD', { jar })).resolves.toEqual({
      ok: false,
      reason: 'pg.err_is_playing',
    });
    expect(i18n.language).toBe('en_US');
    expect(jar.cookie).toBe('');
  });

  test('stripLocalePrefix', () => {
    expect(stripLocalePrefix('/bn_BD')).toBe('/');
    expect(stripLocalePrefix('/bn_BDx/a')).toBe('/bn_BDx/a');
    expect(stripLocalePrefix('/faq')).toBe('/faq');
  });
});
