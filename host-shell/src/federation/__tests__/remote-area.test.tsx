import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const loadRemoteModule = jest.fn();
const reRegisterRemote = jest.fn(async (..._a: unknown[]) => 'registered');
jest.mock('../load-remote', () => ({ loadRemoteModule: (...a: unknown[]) => loadRemoteModule(...a) }));
jest.mock('../remote-registry', () => ({ reRegisterRemote: (...a: unknown[]) => reRegisterRemote(...a) }));

import { mountGamesArea } from './mount-remote-area';

const mount = mountGamesArea;

describe('remote area: failure isolation (issue: failure isolation)', () => {
  beforeEach(() => {
    loadRemoteModule.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a loading state while a slow remote loads, then the remote', async () => {
    let resolve: (c: unknown) => void = () => undefined;
    loadRemoteModule.mockReturnValue(new Promise((r) => (resolve = r)));
    mount();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(({ basePath }: { basePath: string }) => <p>games at {basePath}</p>));
    expect(screen.getByText('games at /gameHall')).toBeInTheDocument();
  });

  it('a remote that throws while rendering shows the fallback; retry renders it once fixed', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failure');
      return <p>games ok</p>;
    }
    loadRemoteModule.mockResolvedValue(Flaky);
    mount();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    broken = false;
    await userEvent.click(retry);
    expect(await screen.findByText('games ok')).toBeInTheDocument();
    expect(reRegisterRemote).toHaveBeenCalledWith('mfe_games');
  });

  it('a remote that cannot be loaded shows the fallback with a retry button', async () => {
    loadRemoteModule.mockRejectedValue(new Error('down'));
    mount();
    expect(await screen.findByRole('alert')).toHaveAttribute('data-remote-fallback', 'mfe_games');
  });
});
