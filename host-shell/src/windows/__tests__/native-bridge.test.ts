import { installNativeReceiver, NATIVE_RECEIVER_NAME, parseNativeMessage, postToNativeApp } from '../native-bridge';

type Receiver = (raw: unknown) => boolean;
const receiver = () => (window as unknown as Record<string, Receiver>)[NATIVE_RECEIVER_NAME] as Receiver;

describe('spec 1: the site and the native apps exchange messages', () => {
  it('tells the Android wrapper about a login (the app sets the token login)', () => {
    const postMessage = jest.fn();
    const win = { bdplayApp: { postMessage } } as unknown as Window;
    expect(postToNativeApp({ type: 'login', token: 't', member_id: '1' }, win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'login', token: 't', member_id: '1' }));
    expect(postToNativeApp({ type: 'logout' }, {} as Window)).toBe(false);
  });

  it.each([
    [{ type: 'logout' }, { type: 'logout' }],
    ['{"type":"refreshCash"}', { type: 'refreshCash' }],
    [{ type: 'navigate', path: '/gameHall/2' }, { type: 'navigate', path: '/gameHall/2' }],
    [{ type: 'navigate' }, null],
    [{ type: 'wipeEverything' }, null],
    ['{not json', null],
    [42, null],
    [null, null],
  ])('parses %j as %j (unknown and malformed messages are ignored)', (raw, parsed) => {
    expect(parseNativeMessage(raw)).toEqual(parsed);
  });

  it('the receiver the app calls dispatches well-formed messages and ignores the rest', () => {
    const handlers = { logout: jest.fn(), refreshCash: jest.fn(), navigate: jest.fn() };
    const remove = installNativeReceiver(handlers, window);
    expect(receiver()({ type: 'navigate', path: '/discount' })).toBe(true);
    expect(handlers.navigate).toHaveBeenCalledWith({ type: 'navigate', path: '/discount' });
    expect(receiver()('{"type":"logout"}')).toBe(true);
    expect(handlers.logout).toHaveBeenCalledTimes(1);
    expect(receiver()({ type: 'eval', code: 'alert(1)' })).toBe(false);
    expect(handlers.refreshCash).not.toHaveBeenCalled();
    remove();
    expect(receiver()).toBeUndefined();
  });
});
