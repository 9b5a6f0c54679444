import { parseWindowMessage, listenWindowMessages, postWindowMessage } from '../messages';
import { openPopup, openMemberCenter, getPopup, closePopup, closeAllPopups, centredFeatures } from '../popup';
import { openLoadingWindow, pollLoadingWindow, handleQuickGame } from '../loading-window';
import { fakeWindow } from './fake-window';

const ORIGIN = window.location.origin;
const send = (data: unknown, origin = ORIGIN): void => {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
};

describe('window messages (spec 4, DESIGN 5)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  });

  test('messages: an allowed origin with a well-formed message is delivered', () => {
    const h = jest.fn();
    const stop = listenWindowMessages(h);
    send({ type: 'authLogin', data: { token: 'T', member_id: 1 } });
    send(JSON.stringify({ type: 'balanceChanged', total: 5 }));
    stop();
    send({ type: 'logout' });
    expect(h.mock.calls.map((c) => (c[0] as { type: string }).type)).toEqual(['authLogin', 'balanceChanged']);
  });

  test('messages: a foreign origin is ignored', () => {
    const h = jest.fn();
    const stop = listenWindowMessages(h, { allowedOrigins: [ORIGIN, 'https://auth.site.test'] });
    send({ type: 'logout' }, 'https://evil.test');
    send({ type: 'logout' }, 'https://auth.site.test');
    stop();
    expect(h).toHaveBeenCalledTimes(1);
  });

  test('messages: malformed messages are dropped', () => {
    const bad: unknown[] = [
      null,
      'not json',
      42,
      [],
      { type: 'unknown' },
      { type: 'authLogin' },
      { type: 'authLogin', data: { token: '', member_id: 1 } },
      { type: 'authLogin', data: { token: 'T', member_id: {} } },
      { type: 'authLoginClose', code: '101' },
      { type: 'quickGame', window: 'elsewhere' },
      { type: 'quickGame', window: 'redirect', isGame: 'yes' },
      { type: 'sessionChanged' },
      { type: 'balanceChanged', total: {} },
      { type: 'toString' },
    ];
    for (const b of bad) expect(parseWindowMessage(b)).toBeNull();
    expect(parseWindowMessage({ type: 'authLoginClose', code: 101, message: 'x' })).toEqual({
      type: 'authLoginClose',
      code: 101,
      message: 'x',
    });
    expect(parseWindowMessage({ type: 'quickGame', window: 'depositRedirect' })).toMatchObject({
      type: 'quickGame',
    });
    expect(parseWindowMessage({ type: 'sessionChanged', loggedIn: false })).toMatchObject({
      loggedIn: false,
    });
  });

  test('messages: ignored when the window has an opener', () => {
    const h = jest.fn();
    const stop = listenWindowMessages(h);
    Object.defineProperty(window, 'opener', { value: {}, configurable: true, writable: true });
    send({ type: 'logout' });
    stop();
    expect(h).not.toHaveBeenCalled();
  });

  test('postWindowMessage posts to an open window with the site origin only', () => {
    const target = { closed: false, postMessage: jest.fn() } as unknown as Window;
    expect(postWindowMessage(target, { type: 'logout' })).toBe(true);
    expect((target.postMessage as jest.Mock).mock.calls[0]).toEqual([{ type: 'logout' }, ORIGIN]);
    expect(postWindowMessage(null, { type: 'logout' })).toBe(false);
  });
});

describe('pop-up windows (spec 2 and 9)', () => {
  afterEach(() => closeAllPopups());

  test('pop-up: centred on the current window', () => {
    const { win } = fakeWindow();
    expect(centredFeatures({ width: 1500, height: 800 }, win)).toBe(
      'width=1500,height=800,left=300,top=150,resizable=yes,scrollbars=yes',
    );
  });

  test('member center: 1500x800, one at a time, focused if already open', () => {
    const { win, opened } = fakeWindow();
    const a = openMemberCenter('/user/Deposit', win);
    const b = openMemberCenter('/user/Info', win);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.url).toBe('/user/Deposit');
    expect(opened[0]!.features).toContain('width=1500,height=800');
    expect(a).toBe(b);
    expect(opened[0]!.win.focus).toHaveBeenCalledTimes(2);
    expect(getPopup('memberCenter')).toBe(a);
    closePopup('memberCenter');
    expect(getPopup('memberCenter')).toBeNull();
    openMemberCenter(undefined, win);
    expect(opened).toHaveLength(2);
  });

  test('pop-up: a blocked pop-up returns null', () => {
    const { win, raw } = fakeWindow();
    raw.open.mockReturnValueOnce(null as never);
    expect(openPopup('/x', 'x', { width: 1, height: 1 }, win)).toBeNull();
    expect(getPopup('x')).toBeNull();
  });

  test('loading window: opens /loading under the redirect names', () => {
    const { win, opened } = fakeWindow();
    openLoadingWindow('gameWindow', { width: 1500, height: 800 }, win);
    openLoadingWindow('depositWindow', { width: 1500, height: 800 }, win);
    openLoadingWindow('fpWindow', { width: 1500, height: 800 }, win);
    expect(opened.map((o) => [o.url, o.name])).toEqual([
      ['/loading', 'redirect'],
      ['/loading', 'depositRedirect'],
      ['/loading', 'fpRedirect'],
    ]);
  });

  test('loading window: polls every 500 ms until the url is there', () => {
    jest.useFakeTimers();
    let value: string | null = null;
    const ready = jest.fn();
    const read = jest.fn(() => value);
    pollLoadingWindow(read, ready);
    jest.advanceTimersByTime(1000);
    expect(read).toHaveBeenCalledTimes(2);
    value = 'https://game';
    jest.advanceTimersByTime(500);
    expect(ready).toHaveBeenCalledWith('https://game');
    jest.advanceTimersByTime(2000);
    expect(read).toHaveBeenCalledTimes(3);
    pollLoadingWindow(read, ready)();
    jest.useRealTimers();
  });

  test('quickGame: the matching redirect window closes; a game runs the pre-quit step', () => {
    const { win, opened } = fakeWindow();
    openLoadingWindow('gameWindow', { width: 1, height: 1 }, win);
    openLoadingWindow('depositWindow', { width: 1, height: 1 }, win);
    const preQuit = jest.fn();
    handleQuickGame({ type: 'quickGame', window: 'redirect', isGame: true }, preQuit);
    expect(preQuit).toHaveBeenCalledTimes(1);
    expect(opened[0]!.win.close).toHaveBeenCalled();
    expect(opened[1]!.win.close).not.toHaveBeenCalled();
    handleQuickGame({ type: 'quickGame', window: 'depositRedirect' }, preQuit);
    expect(preQuit).toHaveBeenCalledTimes(1);
    expect(opened[1]!.win.close).toHaveBeenCalled();
  });
});
