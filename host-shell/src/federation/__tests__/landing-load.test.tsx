import { act, screen } from '@testing-library/react';

const loadRemoteModule = jest.fn();
jest.mock('../load-remote', () => ({ loadRemoteModule: (...a: unknown[]) => loadRemoteModule(...a) }));
jest.mock('../remote-registry', () => ({ reRegisterRemote: jest.fn(async () => 'registered') }));

import { startLandingLoad, takeLandingLoad } from '../landing-load';
import { mountGamesArea } from './mount-remote-area';

const Games = ({ basePath }: { basePath: string }) => <p>games at {basePath}</p>;

beforeEach(() => {
  loadRemoteModule.mockReset();
  takeLandingLoad('mfe_games');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

// The landing page's remote loads while the host renders, not after the host's first commit.
describe('landing remote loaded from the boot', () => {
  it('an early load that has finished is mounted in the area first render, and not loaded again', async () => {
    loadRemoteModule.mockResolvedValue(Games);
    startLandingLoad('mfe_games');
    await act(async () => undefined);
    mountGamesArea();
    expect(screen.getByText('games at /gameHall')).toBeInTheDocument();
    await act(async () => undefined);
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  });

  it('an early load still running is awaited by the area, which loads nothing itself', async () => {
    let resolve: (c: unknown) => void = () => undefined;
    loadRemoteModule.mockReturnValue(new Promise((r) => (resolve = r)));
    startLandingLoad('mfe_games');
    mountGamesArea();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(Games));
    expect(screen.getByText('games at /gameHall')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
  });

  it('an early load that failed shows the fallback with its retry, as a load of its own would', async () => {
    loadRemoteModule.mockRejectedValue(new Error('down'));
    startLandingLoad('mfe_games');
    mountGamesArea();
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'mfe_games');
  });

  it('starts nothing without a landing remote, and once per remote', () => {
    loadRemoteModule.mockReturnValue(new Promise(() => undefined));
    startLandingLoad(undefined);
    startLandingLoad('mfe_games');
    startLandingLoad('mfe_games');
    expect(loadRemoteModule).toHaveBeenCalledTimes(1);
    expect(loadRemoteModule).toHaveBeenCalledWith('mfe_games', './app');
  });
});
