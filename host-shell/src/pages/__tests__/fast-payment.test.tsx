import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { closeAllPopups, createI18n, layoutStore, storage } from '@mfp/shared';
import { FastPaymentPage, LoadingPage } from '../helper-pages';

const i18n = createI18n('en_US');

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const mount = (entries: string[], index = entries.length - 1) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={entries} initialIndex={index}>
        <Routes>
          <Route path="/fastPayment" element={<FastPaymentPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('/fastPayment (spec 2): a sized pop-up on desktop, the same window on mobile', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => ({ closed: false, focus: jest.fn(), close: jest.fn() }) as unknown as Window);
  });
  afterEach(() => {
    closeAllPopups();
    open.mockRestore();
    localStorage.clear();
    window.name = '';
    layoutStore.getState().configure({ desktopLock: false });
  });

  it('desktop: opens the 1500x800 fpRedirect loading window waiting for the deposit page, and this window stays home', () => {
    layoutStore.getState().configure({ desktopLock: true });
    mount(['/fastPayment']);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, name, features] = open.mock.calls[0] as [string, string, string];
    expect([url, name]).toEqual(['/loading', 'fpRedirect']);
    expect(features).toContain('width=1500,height=800');
    expect(storage.get('waitingWindow')).toBe('fpWindow');
    expect(storage.get('waitingUrl')).toBe('/user/Deposit');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('mobile: the deposit page opens in the same window, no pop-up', () => {
    layoutStore.getState().setWidth(390);
    mount(['/fastPayment']);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/user/Deposit');
  });

  it('inside the fast-payment pop-up itself the page renders in place (no pop-up loop)', () => {
    layoutStore.getState().configure({ desktopLock: true });
    window.name = 'fpRedirect';
    mount(['/fastPayment']);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/user/Deposit');
  });

  it('desktop with the pop-up blocked: falls back to the same window', () => {
    layoutStore.getState().configure({ desktopLock: true });
    open.mockReturnValue(null);
    mount(['/fastPayment']);
    expect(screen.getByTestId('where')).toHaveTextContent('/user/Deposit');
    expect(storage.get('waitingUrl')).toBeNull();
  });
});

describe('/loading in the fast-payment window', () => {
  const replace = jest.fn();
  afterEach(() => {
    localStorage.clear();
    window.name = '';
    jest.useRealTimers();
  });

  it('polls every 500 ms and goes to the url waited for by fpWindow only when it is the fpRedirect window', () => {
    jest.useFakeTimers();
    window.name = 'fpRedirect';
    render(
      <I18nextProvider i18n={i18n}>
        <LoadingPage go={replace} />
      </I18nextProvider>,
    );
    act(() => jest.advanceTimersByTime(500));
    expect(replace).not.toHaveBeenCalled();
    storage.set('waitingWindow', 'gameWindow');
    storage.set('waitingUrl', 'https://game.test/');
    act(() => jest.advanceTimersByTime(1000));
    expect(replace).not.toHaveBeenCalled();
    storage.set('waitingWindow', 'fpWindow');
    storage.set('waitingUrl', '/user/Deposit');
    act(() => jest.advanceTimersByTime(500));
    expect(replace).toHaveBeenCalledWith('/user/Deposit');
    expect(storage.get('waitingWindow')).toBeNull();
  });
});
