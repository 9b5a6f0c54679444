import { act, renderHook } from '@testing-library/react';
import { gameStore, modalStore, openModal, playRequestStore, requestPlay, sessionStore } from '@mfp/shared';
import { interactionStore } from '../first-interaction';
import { authIntentStore, wantAuthOverlay } from '../intent-store';
import { useOverlaysWanted } from '../overlays-wanted';

describe("the page-wide layers' host: fetched only once something may need it", () => {
  beforeEach(() =>
    act(() => {
      modalStore.getState().closeAll();
      gameStore.getState().reset();
      playRequestStore.setState({ pending: null });
      sessionStore.getState().logout();
      interactionStore.setState({ started: false });
      authIntentStore.setState({ wanted: false });
    }),
  );

  it('a visitor who only looks needs none', () => {
    const { result } = renderHook(() => useOverlaysWanted());
    expect(result.current).toBe(false);
  });

  it.each([
    ['the visitor uses the page', () => interactionStore.setState({ started: true })],
    ['a box is asked for (a ?modal=login link)', () => openModal('login')],
    ['login is wanted (Log In hovered)', () => wantAuthOverlay()],
    ['a game is asked for', () => requestPlay({ gp_id: '1', game_type: '1', game_code: 'x', gt_id: 3 }, { demo: true })],
    ['a game is starting', () => gameStore.getState().beginStart()],
    ['a member logs in', () => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' })],
  ])('needs them once %s, and keeps them after', (_, happen) => {
    const { result } = renderHook(() => useOverlaysWanted());
    act(happen);
    expect(result.current).toBe(true);
    act(() => {
      modalStore.getState().closeAll();
      gameStore.getState().reset();
      playRequestStore.setState({ pending: null });
      sessionStore.getState().logout();
    });
    expect(result.current).toBe(true);
  });
});
