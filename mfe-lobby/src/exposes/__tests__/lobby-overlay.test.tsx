import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { layoutStore, modalStore, openModal, sessionStore, type BulletinItem } from '@mfp/shared';
import * as shared from '@mfp/shared';
import { renderInHost } from '../../__tests__/render';
import LobbyApp from '../app';
import LobbyOverlay from '../lobby-overlay';
import { PopupPromotionHost } from '../../features/bulletins/components/popup-promotion-host';

// The endpoint modules are mocked: the shared query options call these through them.
jest.mock('@mfp/shared/api/member', () => ({ ...jest.requireActual('@mfp/shared/api/member'), postRedEnvelopePromotion: jest.fn() }));
jest.mock('@mfp/shared/api/content', () => ({
  ...jest.requireActual('@mfp/shared/api/content'),
  postBulletin: jest.fn(),
  postBulletinHistory: jest.fn(),
}));
const postRedEnvelopePromotion = jest.mocked(shared.postRedEnvelopePromotion);
const postBulletin = jest.mocked(shared.postBulletin);
const postBulletinHistory = jest.mocked(shared.postBulletinHistory);
const bulletin: BulletinItem = {
  id: 1,
  display_device: 0,
  display_content: 'Asked bulletin',
  content: '<p>Body</p>',
  updated_at: '2026-01-01T00:00:00.000Z',
};

// The home page's own calls are not what these tests are about.
jest.mock('../../app/components/home-page', () => ({ HomePage: () => <div data-testid="home-stub" /> }));

beforeEach(() => {
  sessionStorage.clear();
  postRedEnvelopePromotion.mockReset();
  postBulletin.mockReset().mockResolvedValue({ code: 0, message: '', data: { list: [bulletin], display_frequency: 1 } });
  postBulletinHistory.mockReset().mockResolvedValue({ code: 0, message: '', data: { list: [bulletin], display_frequency: 1 } });
  act(() => {
    layoutStore.getState().setWidth(1366);
    sessionStore.getState().logout();
    modalStore.getState().closeAll();
  });
});

describe('the lobby overlay (contract mfe_lobby ./lobby-overlay)', () => {
  it('renders no box until the shared modal store opens one, on a page where no lobby route is mounted', async () => {
    renderInHost(<LobbyOverlay />, { path: '/gameHall/2' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openModal('protocol'));
    // The boxes load lazily: the first import of the file's run takes seconds on a busy CI machine (it failed at 1 s once).
    expect(await screen.findByTestId('lobby-box-protocol', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('lobby-protocol').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('lobby-box-protocol')).toBeNull());
    act(() => openModal('appDownload'));
    expect(await screen.findByTestId('lobby-box-appDownload')).toBeInTheDocument();
  });

  it('with the app and the overlay both mounted a box and the notice line render once', async () => {
    renderInHost(
      <>
        <LobbyApp basePath="/" />
        <LobbyOverlay />
      </>,
    );
    act(() => openModal('protocol'));
    expect(await screen.findAllByTestId('lobby-box-protocol')).toHaveLength(1);
    expect(screen.getAllByTestId('lobby-notice')).toHaveLength(1);
  });

  it('the app alone (no overlay) keeps its notice line and renders no box', async () => {
    renderInHost(<LobbyApp basePath="/" />);
    act(() => openModal('protocol'));
    expect(await screen.findByTestId('home-stub')).toBeInTheDocument();
    expect(screen.getAllByTestId('lobby-notice')).toHaveLength(1);
    expect(screen.queryByTestId('lobby-box-protocol')).toBeNull();
  });

  it('shows the red envelope for a member only, on any page', async () => {
    postRedEnvelopePromotion.mockResolvedValue({ code: 0, message: '', data: { id: 7, end_at: new Date(Date.now() + 600_000).toISOString() } });
    const view = renderInHost(<LobbyOverlay />, { path: '/gameHall/2' });
    expect(screen.queryByTestId('lobby-red-envelope')).toBeNull();
    expect(postRedEnvelopePromotion).not.toHaveBeenCalled();
    act(() => sessionStore.getState().login({ token: 't', member_id: 10001, member_currency: 'BDT' }));
    expect(await screen.findByTestId('lobby-red-envelope')).toBeInTheDocument();
    act(() => sessionStore.getState().logout());
    await waitFor(() => expect(screen.queryByTestId('lobby-red-envelope')).toBeNull());
    view.unmount();
  });

  it('the pop-up promotion another area asks for shows on a page without a lobby route; closing it closes the modal', async () => {
    renderInHost(<LobbyOverlay />, { path: '/gameHall/2' });
    act(() => openModal('popupPromotion'));
    expect(await screen.findByTestId('lobby-popup')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('lobby-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('lobby-popup')).toBeNull());
    expect(modalStore.getState().open.popupPromotion).toBeUndefined();
  });

  it('on home with the overlay mounted the asked pop-up renders once; after its close home does not show it again', async () => {
    renderInHost(
      <>
        <PopupPromotionHost />
        <LobbyOverlay />
      </>,
    );
    // Home shows it on its own first (a visitor who never closed it).
    expect(await screen.findAllByTestId('lobby-popup')).toHaveLength(1);
    act(() => openModal('popupPromotion'));
    await waitFor(() => expect(screen.getAllByTestId('lobby-popup')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('lobby-popup-close'));
    await waitFor(() => expect(screen.queryByTestId('lobby-popup')).toBeNull());
  });

  it('the history promotion list opens through the modal store', async () => {
    renderInHost(<LobbyOverlay />, { path: '/gameHall/2' });
    act(() => openModal('promotionHistory'));
    const history = await screen.findByTestId('lobby-promotion-history');
    await waitFor(() => expect(history).toHaveTextContent('Asked bulletin'));
    fireEvent.click(within(history).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(modalStore.getState().open.promotionHistory).toBeUndefined());
  });
});
