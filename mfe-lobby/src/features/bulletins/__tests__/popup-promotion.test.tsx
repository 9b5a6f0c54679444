import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { closeModal, layoutStore, openModal, sessionStore, storage, type BulletinItem } from '@mfp/shared';
import * as shared from '@mfp/shared';
import { renderInHost } from '../../../__tests__/render';
import { PopupPromotionHost } from '../components/popup-promotion-host';

// The endpoint module is mocked: the shared query options call these through it.
jest.mock('@mfp/shared/api/content', () => {
  const actual = jest.requireActual('@mfp/shared/api/content');
  return { ...actual, postBulletin: jest.fn(), postBulletinHide: jest.fn() };
});
const postBulletin = jest.mocked(shared.postBulletin);
const postBulletinHide = jest.mocked(shared.postBulletinHide);

const item = (id: number, over: Partial<BulletinItem> = {}): BulletinItem => ({
  id,
  display_device: 0,
  display_content: `Bulletin ${id}`,
  content: `<p>Body ${id}</p>`,
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const reply = (list: BulletinItem[], display_frequency = 1) => ({ code: 0, message: '', data: { list, display_frequency } });

beforeEach(() => {
  sessionStorage.clear();
  postBulletin.mockReset();
  postBulletinHide.mockReset().mockResolvedValue({ code: 0, message: '', data: null });
  act(() => {
    layoutStore.getState().setWidth(1366);
    sessionStore.getState().logout();
  });
});

describe('pop-up promotion wiring (spec 4)', () => {
  it('waits while the login box a visitor asked for is open, and shows once it closes', async () => {
    postBulletin.mockResolvedValue(reply([item(1)]));
    act(() => openModal('login'));
    renderInHost(<PopupPromotionHost />);
    await waitFor(() => expect(postBulletin).toHaveBeenCalled());
    expect(screen.queryByTestId('lobby-popup')).toBeNull();
    act(() => closeModal('login'));
    expect(await screen.findByTestId('lobby-popup')).toBeInTheDocument();
  });

  it('a visitor gets the visitor list for this device and location 2, sees only this device\'s items', async () => {
    postBulletin.mockResolvedValue(reply([item(1), item(2, { display_device: 2 }), item(3, { display_device: 1 })]));
    renderInHost(<PopupPromotionHost />);
    expect(await screen.findByTestId('lobby-popup')).toBeInTheDocument();
    expect(postBulletin).toHaveBeenCalledWith({ site_id: '', display_device: 1, display_location: 2 }, false);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Bulletin 1', 'Bulletin 3']);
  });

  it('closing stores the close time and keeps it closed on the next mount; a later update shows it again', async () => {
    postBulletin.mockResolvedValue(reply([item(1)]));
    const first = renderInHost(<PopupPromotionHost />);
    fireEvent.click(await screen.findByTestId('lobby-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('lobby-popup')).toBeNull());
    expect(storage.get('popUpDiscountModalCloseTime')).toEqual(expect.any(Number));
    first.unmount();

    renderInHost(<PopupPromotionHost />);
    await waitFor(() => expect(postBulletin).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('lobby-popup')).toBeNull();

    postBulletin.mockResolvedValue(reply([item(1, { updated_at: new Date(Date.now() + 60_000).toISOString() })]));
    renderInHost(<PopupPromotionHost />);
    expect(await screen.findByTestId('lobby-popup')).toBeInTheDocument();
  });

  it('a member with display_frequency 0 calls hide and reloads the member list', async () => {
    act(() => sessionStore.getState().login({ token: 't', member_id: 10001, member_currency: 'BDT' }));
    postBulletin.mockResolvedValueOnce(reply([item(4)], 0)).mockResolvedValue(reply([], 0));
    renderInHost(<PopupPromotionHost />);
    fireEvent.click(await screen.findByTestId('lobby-popup-close'));
    await waitFor(() => expect(postBulletinHide).toHaveBeenCalledWith({ site_id: '', display_device: 1, display_location: 2 }));
    await waitFor(() => expect(postBulletin).toHaveBeenCalledTimes(2));
    expect(postBulletin).toHaveBeenLastCalledWith(expect.anything(), true);
  });

  it('a visitor closing with display_frequency 0 does not call hide', async () => {
    postBulletin.mockResolvedValue(reply([item(5)], 0));
    renderInHost(<PopupPromotionHost />);
    fireEvent.click(await screen.findByTestId('lobby-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('lobby-popup')).toBeNull());
    expect(postBulletinHide).not.toHaveBeenCalled();
  });

  it('server HTML is sanitised: no script, no event handler, the text stays', async () => {
    postBulletin.mockResolvedValue(
      reply([item(6, { content: '<p>Safe text</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' })]),
    );
    renderInHost(<PopupPromotionHost />);
    const content = await screen.findByTestId('lobby-popup-content');
    expect(content).toHaveTextContent('Safe text');
    expect(content.innerHTML).not.toMatch(/onerror|script/i);
  });
});

describe('the pop-up promotion and keyboard focus', () => {
  it('takes focus to its close button when it opens and gives it back to where it was when Escape closes it', async () => {
    postBulletin.mockResolvedValue(reply([item(1)]));
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    renderInHost(<PopupPromotionHost />);
    const close = await screen.findByTestId('lobby-popup-close');
    expect(close).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('lobby-popup')).toBeNull());
    expect(field).toHaveFocus();
    field.remove();
  });
});
