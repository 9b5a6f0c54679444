import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { createQueryWrapper } from '../../test-support/query-wrapper';
import { shownError } from '../query-client';

// Server data (CONVENTIONS, DESIGN section 2): the same data asked for by two parts of the page is one request.
describe('one QueryClient', () => {
  it('two components asking the same query make one request', async () => {
    const fetcher = jest.fn(() => Promise.resolve(['banner']));
    const options = { queryKey: ['content', 'carouselPicture', { site_id: 1, use_type: 1 }], queryFn: fetcher, staleTime: 60_000 };
    function Banners({ id }: { id: string }) {
      const q = useQuery(options);
      return <p data-testid={id}>{q.data?.join() ?? 'loading'}</p>;
    }
    const { wrapper: Wrapper } = createQueryWrapper();
    render(
      <Wrapper>
        <Banners id="lobby" />
        <Banners id="games" />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getByTestId('games').textContent).toBe('banner'));
    expect(screen.getByTestId('lobby').textContent).toBe('banner');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed query: the api client already retried it (spec 7)', async () => {
    const fetcher = jest.fn(() => Promise.reject(new Error('boom')));
    function Failing() {
      const q = useQuery({ queryKey: ['x'], queryFn: fetcher });
      return <p>{q.isError ? 'failed' : 'loading'}</p>;
    }
    const { wrapper: Wrapper } = createQueryWrapper();
    render(<Wrapper><Failing /></Wrapper>);
    await screen.findByText('failed');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('an aborted call (the 401 rule) is not an error to show', () => {
    expect(shownError({ error: new ApiError({ code: 'aborted', message: 'aborted' }) })).toBeNull();
    expect(shownError({ error: null })).toBeNull();
    const failure = new Error('boom');
    expect(shownError({ error: failure })).toBe(failure);
  });
});
