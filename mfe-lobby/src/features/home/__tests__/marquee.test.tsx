import { act, screen, waitFor } from '@testing-library/react';
import * as shared from '@mfp/shared';
import { sessionStore } from '@mfp/shared';
import { renderInHost } from '../../../__tests__/render';
import { Marquee } from '../components/marquee';

jest.mock('@mfp/shared/api/content', () => ({ ...jest.requireActual('@mfp/shared/api/content'), postAnnouncementMarquee: jest.fn() }));
const postMarquee = jest.mocked(shared.postAnnouncementMarquee);

const list = [
  { id: 1, content: 'Visitors only', display_before_login: 1, display_after_login: 0, sort: 1 },
  { id: 2, content: 'Members only', display_before_login: 0, display_after_login: 1, sort: 2 },
];

describe('marquee (spec 4: a login loads the marquee again, with the after-login announcements)', () => {
  beforeEach(() => {
    act(() => sessionStore.getState().logout());
    postMarquee.mockReset();
    postMarquee.mockResolvedValue({ code: 0, message: '', data: { web_announcement_list: list } } as never);
  });

  it('shows the visitor announcements, then asks the server again on login and shows the member ones', async () => {
    renderInHost(<Marquee />);
    await waitFor(() => expect(screen.getByTestId('lobby-marquee')).toHaveTextContent('Visitors only'));
    expect(postMarquee).toHaveBeenCalledTimes(1);
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    await waitFor(() => expect(screen.getByTestId('lobby-marquee')).toHaveTextContent('Members only'));
    expect(postMarquee).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('lobby-marquee')).not.toHaveTextContent('Visitors only');
  });
});

describe('marquee (one line of text whatever HTML an item holds)', () => {
  beforeEach(() => {
    act(() => sessionStore.getState().logout());
    postMarquee.mockReset();
  });

  it('shows an item with rich HTML as its text only: no element inside, entities decoded once, no script text', async () => {
    const rich =
      '<h1>Big</h1><p>Para <b>bold</b> &amp; <img src="x.png" width="400" height="200"></p><table><tr><td>cell</td></tr></table><br><ul><li>one</li></ul><script>x()</script>';
    postMarquee.mockResolvedValue({
      code: 0,
      message: '',
      data: { web_announcement_list: [{ id: 3, content: rich, display_before_login: 1, display_after_login: 1, sort: 1 }] },
    } as never);
    renderInHost(<Marquee />);
    const item = await screen.findByTestId('lobby-marquee-item');
    expect(item.children).toHaveLength(0);
    expect(item.textContent).toBe('Big Para bold & cell one');
  });
});
