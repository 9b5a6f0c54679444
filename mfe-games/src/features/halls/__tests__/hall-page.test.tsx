import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createApiClient } from '@mfp/shared';
import { createQueryWrapper } from '@mfp/shared/test-support/query-wrapper';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { HallPage } from '../components/hall-page';

const provider = (gp_id: string, is_active: 0 | 1) => ({
  gp_id, gp_name: `${gp_id} name`, gp_gt_name: `${gp_id}_slot`, game_type: 'slot', game_code: '', gt_id: 2, house: '',
  customized: 0, has_demo: 1, is_active, icon_light: '/l.svg', icon_dark: '/d.svg', game_count: 3, maintain: null,
});
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const data =
    config.url === '/api/v3/game_list'
      ? { code: 100, message: 'ok', data: [{ gt_id: 2, en_name: 'Slot', gt_icon: '', gt_icon_active: '', gp_list: [provider('GPJL', 1), provider('GPRT', 0)] }] }
      : { code: 100, message: 'ok', data: null };
  return { data, status: 200, statusText: 'OK', headers: {}, config };
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en_US', resources: {} });
  createApiClient({ getToken: () => null, setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined, adapter });
});

it('lists the hall providers, inactive ones shown as such', async () => {
  render(
    <MemoryRouter initialEntries={['/gameHall/2']}>
      <Routes>
        <Route path="/gameHall/:gtId" element={<HallPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: createQueryWrapper().wrapper },
  );
  const cards = await screen.findAllByTestId('provider-card');
  expect(cards.map((c) => c.getAttribute('data-gp-id'))).toEqual(['GPJL', 'GPRT']);
  expect(cards[1]).toHaveAttribute('data-inactive', 'true');
  expect(screen.getByTestId('popular-card')).toBeInTheDocument();
});
