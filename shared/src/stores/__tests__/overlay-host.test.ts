import { announceAuthOverlay, overlayHostStore } from '../overlay-host';

test('the host announces its auth layer, so a remote page leaves its boxes to it; withdrawing it gives them back', () => {
  expect(overlayHostStore.getState().authOverlay).toBe(false);
  const withdraw = announceAuthOverlay();
  expect(overlayHostStore.getState().authOverlay).toBe(true);
  withdraw();
  expect(overlayHostStore.getState().authOverlay).toBe(false);
});
