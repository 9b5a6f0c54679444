import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createApiClient } from '@mfp/shared';
import { createQueryWrapper } from '@mfp/shared/test-support/query-wrapper';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { SlotListPage } from '../components/slot-list-page';

const game = (id: number, name: string) => ({
  id, gp_id: 'GPJL', gp_name: 'JILI', gp_gt_name: 'GPJL_slot', game_type: 'slot', game_code: `jl${id}`, game_name: name,
  house: '', customized: 0, gt_id: 2, icon_light: '/l.svg', icon_dark: '/d.svg', member_favorite: 0, is_demo: 1,
});
const calls: { url: string; body: Record<string, unknown> }[] = [];
const hotLabel = { id: 7, code: 'hot', name: { en_US: 'Hot', bn_BD: 'জনপ্রিয়' }, game_ids: [2] };
const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = String(config.url);
  const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : {};
  calls.push({ url, body });
  const replies: Record<string, unknown> = {
    '/api/v2/game_label': {
      list: [game(1, 'Plain Game'), game(2, 'Hot Label Game')],
      main: { gp_id: 'GPJL', gp_name: 'JILI', gt_id: 2, is_active: 1, label_list: [hotLabel] },
    },
    '/api/v3/game_list': [],
  };
  return { data: { code: 100, message: 'ok', data: replies[url] ?? null }, status: 200, statusText: 'OK', headers: {}, config };
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en_US', resources: {} });
  createApiClient({ getToken: () => null, setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined, adapter });
});

// Spec 2 and 9: the slot list has the game-list tabs and the server's slot label tabs; hot games are one of those labels.
it('a slot list shows the server Hot label as its only hot tab, filtered by the label game ids', async () => {
  render(
    <MemoryRouter initialEntries={['/slotgame?gt_id=2&gp_id=GPJL&house=']}>
      <Routes>
        <Route path="/slotgame" element={<SlotListPage room={false} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: createQueryWrapper().wrapper },
  );
  expect(await screen.findByText('Plain Game')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All games', 'Hot']);
  fireEvent.click(screen.getByRole('tab', { name: 'Hot' }));
  expect(await screen.findByText('Hot Label Game')).toBeInTheDocument();
  expect(screen.queryByText('Plain Game')).toBeNull();
  expect(calls.some((c) => c.url.endsWith('/get_tag_game_list') || c.url.endsWith('/hot-games'))).toBe(false);
});
