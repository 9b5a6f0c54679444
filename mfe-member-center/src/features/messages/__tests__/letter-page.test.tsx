import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { getQueryClient, invalidateForEvent, sessionStore } from '@mfp/shared';
import type { MemberLayoutInfo } from '@mfp/shared';
import { fakeServer, heldReply, renderAt } from '../../../test-support/harness';

jest.setTimeout(30_000);
const LIST = '/api/arks/web/member/letter';
const READ = '/api/arks/web/member/letter/read';
const DESTROY = '/api/arks/web/member/letter/destroy';

const pageOf = (page: number) =>
  page === 1
    ? [
        { id: 120, is_read: 0, title: 'Welcome bonus', content: '<b>Hello</b><img src=x onerror="window.__pwned=1">', created_at: '2024-05-01T12:00:00.000Z' },
        { id: 119, is_read: 1, title: 'Old news', content: 'Read already', created_at: '2024-04-30 10:00:00' },
      ]
    : [{ id: 70, is_read: 0, title: 'Page two letter', content: 'Second page', created_at: '2024-04-01T00:00:00.000Z' }];

beforeEach(() => sessionStore.getState().setMember({ id: 10001, member_account: 'demobdt01', member_currency: 'BDT' } as MemberLayoutInfo));

describe('Letter page', () => {
  it('reads a letter when it is expanded (letter/read), drops the badge, sanitises the HTML and pages 50 at a time', async () => {
    let unread = 2;
    const s = fakeServer({
      [LIST]: (b) => ({ code: 100, data: { list: pageOf(Number(b.page)), total_count: 51, unread_count: unread } }),
      [READ]: () => {
        unread -= 1;
        return { code: 100, data: { id: 120, unread_count: unread } };
      },
    });
    renderAt('/user/Letter');
    await screen.findByText('Welcome bonus');
    expect(s.calls.find((c) => c.url === LIST)?.body).toMatchObject({ count: 50, page: 1, sort_field: 'id', sort_order: 'desc', active: 1 });
    expect(screen.getByTestId('letter-unread')).toHaveTextContent('2');
    expect(screen.getByTestId('letter-120')).toHaveAttribute('data-read', '0');

    fireEvent.click(screen.getByText('Welcome bonus'));
    await waitFor(() => expect(s.count(READ)).toBe(1));
    expect(s.calls.find((c) => c.url === READ)?.body).toEqual({ id: 120 });
    await waitFor(() => expect(screen.getByTestId('letter-unread')).toHaveTextContent('1'));
    expect(screen.getByTestId('letter-120')).toHaveAttribute('data-read', '1');
    const body = await screen.findByText('Hello');
    expect(body.tagName).toBe('B');
    expect(document.querySelector('img[onerror]')).toBeNull();

    // Expanding a read letter does not call letter/read.
    fireEvent.click(screen.getByText('Old news'));
    await screen.findByText('Read already');
    expect(s.count(READ)).toBe(1);

    // 51 letters: two pages of 50.
    const pager = document.querySelector('.ant-pagination') as HTMLElement;
    fireEvent.click(within(pager).getByText('2'));
    await screen.findByText('Page two letter');
    expect(s.calls.filter((c) => c.url === LIST).map((c) => c.body.page)).toEqual([1, 2]);
  });

  it('shows the empty state with no letters and the error state with retry on failure', async () => {
    let fail = true;
    fakeServer({
      [LIST]: () => (fail ? { code: 500, message: 'Letters are down' } : { code: 100, data: { list: [], total_count: 0, unread_count: 0 } }),
    });
    renderAt('/user/Letter');
    await screen.findByText('Letters are down');
    fail = false;
    fireEvent.click(screen.getByText('Try again'));
    await screen.findByTestId('page-empty');
  });

  it('a delete confirmed again while it runs sends one request; then the list is refetched without the letter', async () => {
    let deleted = false;
    const held = heldReply({ code: 100, data: { deleted: 1, unread_count: 0 } });
    const s = fakeServer({
      [LIST]: () => ({ code: 100, data: { list: pageOf(1).filter((l) => !deleted || l.id !== 120), total_count: deleted ? 1 : 2, unread_count: deleted ? 0 : 1 } }),
      [DESTROY]: () => {
        deleted = true;
        return held.route();
      },
    });
    renderAt('/user/Letter');
    const row = (await screen.findByTestId('letter-120')).closest('.ant-collapse-item') as HTMLElement;
    const confirmDelete = async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      const pop = (await screen.findAllByText('Delete this message?')).at(-1)?.closest('.ant-popover') as HTMLElement;
      fireEvent.click(within(pop).getByRole('button', { name: 'Confirm' }));
    };
    await confirmDelete();
    await waitFor(() => expect(s.count(DESTROY)).toBe(1));
    await confirmDelete();
    await new Promise((r) => setTimeout(r, 300));
    held.release();
    await waitFor(() => expect(screen.queryByTestId('letter-120')).toBeNull());
    expect(s.count(DESTROY)).toBe(1);
    expect(s.calls.find((c) => c.url === DESTROY)?.body).toMatchObject({ ids: [120] });
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    expect(screen.getByTestId('letter-unread')).toHaveTextContent('0');
  });

  it('a letter event (the host invalidation table) refreshes the list; the expanded letter stays open', async () => {
    let sent = false;
    const s = fakeServer({
      [LIST]: () => ({
        code: 100,
        data: { list: [...(sent ? [{ id: 121, is_read: 0, title: 'Fresh letter', content: 'New', created_at: '2024-05-02T00:00:00.000Z' }] : []), ...pageOf(1)], total_count: sent ? 3 : 2, unread_count: sent ? 2 : 1 },
      }),
    });
    renderAt('/user/Letter');
    fireEvent.click(await screen.findByText('Old news'));
    await screen.findByText('Read already');
    sent = true;
    await act(() => invalidateForEvent(getQueryClient(), 'letter'));
    expect(await screen.findByText('Fresh letter')).toBeInTheDocument();
    expect(screen.getByTestId('letter-unread')).toHaveTextContent('2');
    expect(screen.getByText('Read already')).toBeVisible();
    expect(s.count(LIST)).toBe(2);
  });
});
