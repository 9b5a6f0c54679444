import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createQueryWrapper } from '../../test-support/query-wrapper';
import { LEAD_IMAGE_KEY, lastKnownName, readLeadImage, writeLastKnown } from '../../contracts/last-known';
import { carouselPictureQuery } from '../content-queries';
import { postCarouselPicture } from '../content';

jest.mock('../content', () => ({ ...jest.requireActual('../content'), postCarouselPicture: jest.fn() }));
const post = jest.mocked(postCarouselPicture);

const banner = (id: number) => ({
  id,
  url: '',
  link_type: 0,
  link_method: 0,
  image: `https://api.example/b/${id}.svg`,
});
const reply = (ids: number[]) => ({ code: 0, data: { web_carousel_picture_list: ids.map(banner) } }) as never;
const body = { site_id: 1, use_type: 2 } as const;

/** Renders `ui` with a fresh query cache. */
function renderWithQueries(ui: ReactElement) {
  const { wrapper: Wrapper } = createQueryWrapper();
  return render(<Wrapper>{ui}</Wrapper>);
}

function Carousel() {
  const q = useQuery(carouselPictureQuery(body));
  return <p data-testid="ids">{q.data ? q.data.map((b) => b.id).join() : 'loading'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  post.mockReset();
});

// A repeat visit paints the last carousel at once, fetches it again and updates.
describe('the carousel on a repeat visit', () => {
  it('renders the last known list at once, then the fresh reply, which it keeps for the next visit', async () => {
    writeLastKnown(lastKnownName(['content', 'carouselPicture', body]), [banner(7)]);
    let answer: (r: never) => void = () => undefined;
    post.mockReturnValue(new Promise((r) => (answer = r)));
    renderWithQueries(<Carousel />);
    expect(screen.getByTestId('ids').textContent).toBe('7');
    // Stale from the start: the query asks the server although its stale time is minutes.
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    answer(reply([8, 9]));
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('8,9'));
    expect(readLeadImage()).toBe('https://api.example/b/8.svg');
  });

  it('a first visit waits for the server as before', async () => {
    post.mockResolvedValue(reply([3]));
    renderWithQueries(<Carousel />);
    expect(screen.getByTestId('ids').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('3'));
  });

  it('the small banners never become the lead image', async () => {
    post.mockResolvedValue(reply([5]));
    function Small() {
      const q = useQuery(carouselPictureQuery({ site_id: 1, use_type: 1 }));
      return <p>{q.data?.length ?? 'loading'}</p>;
    }
    renderWithQueries(<Small />);
    await screen.findByText('1');
    expect(localStorage.getItem(LEAD_IMAGE_KEY)).toBeNull();
  });
});
