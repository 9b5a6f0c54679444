import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { layoutStore, modalStore, openModal, sessionStore } from '@mfp/shared';
import * as shared from '@mfp/shared';
import { renderInHost } from '../../__tests__/render';
import LobbyApp from '../app';
import LobbyOverlay from '../lobby-overlay';

jest.mock('@mfp/shared', () => {
  const actual = jest.requireActual('@mfp/shared');
  return { ...actual, postRedEnvelopePromotion: jest.fn() };
});
const postRedEnvelopePromotion = shared.postRedEnvelopePromotion as jest.MockedFunction<typeof shared.postRedEnvelopePromotion>;

// The home page's own calls are not what these tests are about.
jest.mock('../../features/home/components/HomePage', () => ({ HomePage: () => <div data-testid="home-stub" /> }));

beforeEach(() => {
  postRedEnvelopePromotion.mockReset();
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
    expect(await screen.findByTestId('lobby-box-protocol')).toBeInTheDocument();
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
});
