import { act, renderHook } from '@testing-library/react';
import { useInputQuiet } from '../input-quiet';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a box that opens on its own waits for a pause in the player input', () => {
  it('is quiet once the time has passed with no input', () => {
    const { result } = renderHook(() => useInputQuiet(800));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(799));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'])('a %s starts the pause again', (type) => {
    const { result } = renderHook(() => useInputQuiet(800));
    act(() => jest.advanceTimersByTime(600));
    act(() => void document.body.dispatchEvent(new Event(type, { bubbles: true })));
    act(() => jest.advanceTimersByTime(600));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it('stays quiet after input once it was quiet', () => {
    const { result } = renderHook(() => useInputQuiet(800));
    act(() => jest.advanceTimersByTime(800));
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    act(() => jest.advanceTimersByTime(10));
    expect(result.current).toBe(true);
  });
});
