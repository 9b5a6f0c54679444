/** @jest-environment node */
import { within } from '../within';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('within(promise, ms, late)', () => {
  it('answers the promise when it settles in time, and leaves no timer behind', async () => {
    const answer = within(new Promise<string>((resolve) => setTimeout(() => resolve('ready'), 50)), 100, 'late');
    await jest.advanceTimersByTimeAsync(50);
    await expect(answer).resolves.toBe('ready');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers `late` once the time is up, and leaves no timer behind', async () => {
    const answer = within(new Promise<string>(() => undefined), 100, 'late' as const);
    await jest.advanceTimersByTimeAsync(99);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe('late');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes a rejection through', async () => {
    const answer = within(Promise.reject(new Error('broken')), 100, 'late');
    await expect(answer).rejects.toThrow('broken');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('a budget of zero or less is already up', async () => {
    const answer = within(new Promise<string>(() => undefined), -5, 'late');
    await jest.advanceTimersByTimeAsync(0);
    await expect(answer).resolves.toBe('late');
  });
});
