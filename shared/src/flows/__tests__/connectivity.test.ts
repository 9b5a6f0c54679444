/** @jest-environment node */
import { isOnline, watchConnectivity } from '../connectivity';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const win = {
    navigator: { onLine },
    addEventListener: (t: string, l: () => void) => target.addEventListener(t, l),
    removeEventListener: (t: string, l: () => void) => target.removeEventListener(t, l),
  };
  const go = (online: boolean): void => {
    win.navigator.onLine = online;
    target.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { win, go };
}

describe('connectivity: the page knows when the browser is offline and when it is back', () => {
  it('isOnline reads navigator.onLine', () => {
    expect(isOnline(fakeWindow(true).win)).toBe(true);
    expect(isOnline(fakeWindow(false).win)).toBe(false);
  });

  it('reports going offline and coming back, each time, until stopped', () => {
    const { win, go } = fakeWindow(true);
    const seen: boolean[] = [];
    const stop = watchConnectivity(win, (online) => seen.push(online));
    go(false);
    go(true);
    go(false);
    expect(seen).toEqual([false, true, false]);
    stop();
    go(true);
    expect(seen).toEqual([false, true, false]);
  });
});
