import { act, screen } from '@testing-library/react';

const loadRemoteModule = jest.fn();
const reRegisterRemote = jest.fn(async (..._a: unknown[]) => 'registered');
jest.mock('../load-remote', () => ({ loadRemoteModule: (...a: unknown[]) => loadRemoteModule(...a) }));
jest.mock('../remote-registry', () => ({ reRegisterRemote: (...a: unknown[]) => reRegisterRemote(...a) }));

import { ONLINE_SETTLE_MS } from '@mfp/shared';
import { mountGamesArea } from './mount-remote-area';

describe('remote area: offline and back (resilience: the browser offline and back)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('an area that failed while offline loads again by itself once the connection is back and settled', async () => {
    reRegisterRemote.mockClear();
    loadRemoteModule.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(() => <p>games back</p>);
    mountGamesArea();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reRegisterRemote).not.toHaveBeenCalled();
    expect(await screen.findByText('games back', {}, { timeout: ONLINE_SETTLE_MS + 2_000 })).toBeInTheDocument();
    expect(reRegisterRemote).toHaveBeenCalledWith('mfe_games');
  });

  it('going offline again does not retry; only coming back does', async () => {
    reRegisterRemote.mockClear();
    loadRemoteModule.mockReset();
    loadRemoteModule.mockRejectedValue(new Error('offline'));
    mountGamesArea();
    await screen.findByRole('button', { name: 'Try again' });
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(reRegisterRemote).not.toHaveBeenCalled();
  });
});
