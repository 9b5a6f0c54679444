import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { walletStore } from '@mfp/shared';
import { ProviderWallets, orderProviderWallets } from '../components/provider-wallets';

const item = (gp_id: string, gp_name: string, cash: number) => ({ gp_id, gp_name, cash, is_light: 1 as const, icon_dark: '' });

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en_US', resources: {} });
});
afterEach(() => {
  cleanup();
  walletStore.getState().reset();
});

describe('per-provider wallet (spec 1)', () => {
  test('providers holding money come first, then by name', () => {
    const order = orderProviderWallets([item('GPPG', 'PG Soft', 0), item('GPJL', 'JILI', 12), item('GPAB', 'AllBet', 0), item('GPSP', 'Spribe', 300)]);
    expect(order.map((w) => w.gp_id)).toEqual(['GPSP', 'GPJL', 'GPAB', 'GPPG']);
  });

  test('lists every provider balance from my_cash, with how many hold money', () => {
    walletStore.getState().setWallet({ my_cash_list: [item('GPAB', 'AllBet', 0), item('GPJL', 'JILI', 1234.5)], total: 2000 });
    render(<ProviderWallets />);
    expect(screen.getByText('Provider wallets (1 holding money)')).toBeInTheDocument();
    const rows = screen.getAllByTestId('provider-wallet');
    expect(rows.map((r) => r.textContent)).toEqual(['JILI1,234.50', 'AllBet0.00']);
    expect(rows[0]).toHaveAttribute('data-holding', 'true');
  });

  test('nothing before the wallet is loaded', () => {
    render(<ProviderWallets />);
    expect(screen.queryByTestId('provider-wallets')).toBeNull();
  });
});
