import { fireEvent, screen } from '@testing-library/react';
import { renderAtRoute, withFakeApi } from '../../../common/test-support/fake-api';
import { SlotListPage } from '../components/slot-list-page';

const game = (id: number, name: string) => ({
  id, gp_id: 'GPJL', gp_name: 'JILI', gp_gt_name: 'GPJL_slot', game_type: 'slot', game_code: `jl${id}`, game_name: name,
  house: '', customized: 0, gt_id: 2, icon_light: '/l.svg', icon_dark: '/d.svg', member_favorite: 0, is_demo: 1,
});
const calls: { url: string; body: Record<string, unknown> }[] = [];
const hotLabel = { id: 7, code: 'hot', name: { en_US: 'Hot', bn_BD: 'জনপ্রিয়' }, game_ids: [2] };
const replies: Record<string, unknown> = {
  '/api/v2/game_label': {
    list: [game(1, 'Plain Game'), game(2, 'Hot Label Game')],
    main: { gp_id: 'GPJL', gp_name: 'JILI', gt_id: 2, is_active: 1, label_list: [hotLabel] },
  },
  '/api/v3/game_list': [],
};
withFakeApi((url, body) => {
  calls.push({ url, body });
  return replies[url];
});

// Spec 2 and 9: the slot list has the game-list tabs and the server's slot label tabs; hot games are one of those labels.
it('a slot list shows the server Hot label as its only hot tab, filtered by the label game ids', async () => {
  renderAtRoute('/slotgame', '/slotgame?gt_id=2&gp_id=GPJL&house=', <SlotListPage room={false} />);
  expect(await screen.findByText('Plain Game')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All games', 'Hot']);
  fireEvent.click(screen.getByRole('tab', { name: 'Hot' }));
  expect(await screen.findByText('Hot Label Game')).toBeInTheDocument();
  expect(screen.queryByText('Plain Game')).toBeNull();
  expect(calls.some((c) => c.url.endsWith('/get_tag_game_list') || c.url.endsWith('/hot-games'))).toBe(false);
});
