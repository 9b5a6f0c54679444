import { screen } from '@testing-library/react';
import { renderAtRoute, withFakeApi } from '../../../common/test-support/fake-api';
import { HallPage } from '../components/hall-page';

const provider = (gp_id: string, is_active: 0 | 1) => ({
  gp_id, gp_name: `${gp_id} name`, gp_gt_name: `${gp_id}_slot`, game_type: 'slot', game_code: '', gt_id: 2, house: '',
  customized: 0, has_demo: 1, is_active, icon_light: '/l.svg', icon_dark: '/d.svg', game_count: 3, maintain: null,
});
withFakeApi((url) =>
  url === '/api/v3/game_list'
    ? [{ gt_id: 2, en_name: 'Slot', gt_icon: '', gt_icon_active: '', gp_list: [provider('GPJL', 1), provider('GPRT', 0)] }]
    : null,
);

it('lists the hall providers, inactive ones shown as such', async () => {
  renderAtRoute('/gameHall/:gtId', '/gameHall/2', <HallPage />);
  const cards = await screen.findAllByTestId('provider-card');
  expect(cards.map((c) => c.getAttribute('data-gp-id'))).toEqual(['GPJL', 'GPRT']);
  expect(cards[1]).toHaveAttribute('data-inactive', 'true');
  expect(screen.getByTestId('popular-card')).toBeInTheDocument();
});
