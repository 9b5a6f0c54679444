import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../../locales/en_US/host.json';
import bn from '../../../locales/bn_BD/host.json';
import { OfflineBanner } from '../offline-banner';

const mount = (lng: 'en_US' | 'bn_BD') => {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng, resources: { en_US: { host: en }, bn_BD: { host: bn } }, initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <OfflineBanner />
    </I18nextProvider>,
  );
};

const setOnline = (online: boolean): void => {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('offline banner (resilience: the browser offline and back)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the device is offline while it is, and goes away when the connection is back', () => {
    mount('en_US');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
    act(() => setOnline(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Bengali on bn_BD', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    mount('bn_BD');
    expect(screen.getByRole('alert')).toHaveTextContent('আপনি অফলাইনে আছেন।');
  });
});
