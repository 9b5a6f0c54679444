import { storage } from '../../storage';
import { closeAllPopups } from '../popup';
import { takeWaitingUrl } from '../loading-window';
import { fakeWindow } from './fake-window';
import { fastPaymentMode, openFastPayment, FAST_PAYMENT_TARGET, FAST_PAYMENT_WINDOW } from '../fast-payment';

describe('fast payment window (spec 2 /fastPayment, spec 3 waitingWindow, spec 9 pop-up size)', () => {
  afterEach(() => {
    closeAllPopups();
    localStorage.clear();
  });

  test('desktop opens a pop-up; mobile, and the pop-up itself, use the same window', () => {
    expect(fastPaymentMode(true, '')).toBe('popup');
    expect(fastPaymentMode(false, '')).toBe('sameWindow');
    expect(fastPaymentMode(true, FAST_PAYMENT_WINDOW)).toBe('sameWindow');
  });

  test('the pop-up is the 1500x800 /loading window named fpRedirect, waiting as fpWindow for the deposit page', () => {
    const { win, opened } = fakeWindow();
    expect(openFastPayment(undefined, win)).not.toBeNull();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ url: '/loading', name: 'fpRedirect' });
    expect(opened[0]!.features).toContain('width=1500,height=800');
    expect(storage.get('waitingWindow')).toBe('fpWindow');
    expect(storage.get('waitingUrl')).toBe(FAST_PAYMENT_TARGET);
  });

  test('one fast-payment window at a time: an open one is focused, nothing is queued for it', () => {
    const { win, opened } = fakeWindow();
    openFastPayment('/user/Deposit', win);
    expect(takeWaitingUrl('fpRedirect')).toBe('/user/Deposit');
    const again = openFastPayment('/user/Deposit', win);
    expect(opened).toHaveLength(1);
    expect(again).toBe(opened[0]!.win);
    expect(opened[0]!.win.focus).toHaveBeenCalled();
    expect(storage.get('waitingUrl')).toBeNull();
  });

  test('a blocked pop-up leaves nothing waiting', () => {
    const { win } = fakeWindow({ blocked: true });
    expect(openFastPayment(undefined, win)).toBeNull();
    expect(storage.get('waitingWindow')).toBeNull();
    expect(storage.get('waitingUrl')).toBeNull();
  });

  test('a loading window takes the waiting url only when it is the window waited for, and clears both keys', () => {
    storage.set('waitingWindow', 'fpWindow');
    storage.set('waitingUrl', '/user/Deposit');
    expect(takeWaitingUrl('redirect')).toBeNull();
    expect(takeWaitingUrl('depositRedirect')).toBeNull();
    expect(takeWaitingUrl('fpRedirect')).toBe('/user/Deposit');
    expect(storage.get('waitingUrl')).toBeNull();
    expect(storage.get('waitingWindow')).toBeNull();
    // Without a waitingWindow, any loading window takes it.
    storage.set('waitingUrl', 'https://game.test/x');
    expect(takeWaitingUrl('redirect')).toBe('https://game.test/x');
    expect(takeWaitingUrl('redirect')).toBeNull();
  });
});
