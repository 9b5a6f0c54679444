import { act, screen, waitFor } from '@testing-library/react';
import * as shared from '@mfp/shared';
import { sessionStore } from '@mfp/shared';
import { renderInHost } from '../../../__tests__/render';
import { JackpotBox } from '../components/jackpot-box';

jest.mock('@mfp/shared/api/games', () => ({ ...jest.requireActual('@mfp/shared/api/games'), postJackpot: jest.fn() }));
const postJackpot = jest.mocked(shared.postJackpot);

const digits = () =>
  screen
    .getByTestId('lobby-jackpot-value')
    .textContent?.replace(/^[^\d]+/, '') ?? '';

describe('jackpot box (spec 3 and 9: padded to 10 integer digits)', () => {
  beforeEach(() => act(() => sessionStore.getState().logout()));

  it('rolls to the total and shows it with 10 integer digits in the visitor currency', async () => {
    postJackpot.mockResolvedValue({ code: 0, message: '', data: { jackpot_amount_total: 1234567.891 } });
    renderInHost(<JackpotBox />);
    await waitFor(() => expect(digits()).toBe('0001234567.89'), { timeout: 3000 });
    expect(postJackpot).toHaveBeenCalledWith('USD');
    expect(screen.getByTestId('lobby-jackpot-value')).toHaveTextContent('$');
  });

  it('asks in the member currency and reads a string total with commas', async () => {
    act(() => sessionStore.getState().login({ token: 't', member_id: 1, member_currency: 'BDT' }));
    postJackpot.mockResolvedValue({ code: 0, message: '', data: { jackpot_amount_total: '9,876,543,210.5' } });
    renderInHost(<JackpotBox />);
    await waitFor(() => expect(digits()).toBe('9876543210.50'), { timeout: 3000 });
    expect(postJackpot).toHaveBeenCalledWith('BDT');
    expect(screen.getByTestId('lobby-jackpot-value')).toHaveTextContent('৳');
  });

  it('rolls in about ten steps a second, not one per frame (each step lays the digits out again)', async () => {
    postJackpot.mockResolvedValue({ code: 0, message: '', data: { jackpot_amount_total: 5000 } });
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const now = jest.spyOn(performance, 'now').mockReturnValue(0);
    renderInHost(<JackpotBox />);
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    const shown = new Set<string>();
    // 16 ms frames for the whole 1.5 s roll.
    for (let t = 0; t <= 1_520 && frames.length > 0; t += 16) {
      const cb = frames.shift()!;
      act(() => cb(t));
      shown.add(digits());
    }
    raf.mockRestore();
    now.mockRestore();
    expect(digits()).toBe('0000005000.00');
    expect(shown.size).toBeGreaterThan(5);
    expect(shown.size).toBeLessThanOrEqual(17);
  });

  it('shows the total at once when the user asks for reduced motion', async () => {
    const media = jest.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) => ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    const raf = jest.spyOn(window, 'requestAnimationFrame');
    postJackpot.mockResolvedValue({ code: 0, message: '', data: { jackpot_amount_total: 42 } });
    renderInHost(<JackpotBox />);
    await waitFor(() => expect(digits()).toBe('0000000042.00'));
    expect(raf).not.toHaveBeenCalled();
    media.mockRestore();
    raf.mockRestore();
  });

  it('shows ten zeros while loading and on a failed call', async () => {
    postJackpot.mockRejectedValue(new Error('down'));
    renderInHost(<JackpotBox />);
    expect(digits()).toBe('0000000000.00');
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
  });
});
