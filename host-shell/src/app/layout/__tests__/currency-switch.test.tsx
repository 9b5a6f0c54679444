import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n, sessionStore, siteStore } from '@mfp/shared';
import { SiteConfigContext } from '../../site-context';
import type { SiteConfig } from '../../../config/site-config';
import { CurrencySwitch } from '../currency-switch';

const i18n = createI18n('en_US');
const config = { siteId: 'bd01', currencies: ['BDT', 'USD'] } as SiteConfig;
const mount = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteConfigContext.Provider value={config}>
        <CurrencySwitch />
      </SiteConfigContext.Provider>
    </I18nextProvider>,
  );

describe('header currency', () => {
  afterEach(() => {
    act(() => sessionStore.getState().logout('user'));
    document.cookie = 'ccy=; max-age=0; path=/';
  });

  it('a visitor switches the site currency among the site currencies (ccy cookie and site store)', async () => {
    siteStore.getState().configure({ currency: 'USD' });
    mount();
    const select = screen.getByTestId('currency-switch');
    expect(select).toHaveValue('USD');
    expect(Array.from(select.querySelectorAll('option')).map((o) => o.value)).toEqual(['BDT', 'USD']);
    await userEvent.selectOptions(select, 'BDT');
    expect(siteStore.getState().currency).toBe('BDT');
    expect(document.cookie).toContain('ccy=BDT');
    expect(select).toHaveValue('BDT');
  });

  it('a member sees the account currency with its symbol, not a switch', () => {
    siteStore.getState().configure({ currency: 'USD' });
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    mount();
    expect(screen.queryByTestId('currency-switch')).toBeNull();
    expect(screen.getByTestId('currency-display')).toHaveTextContent('৳ BDT');
  });
});
