import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRumSink, type RumEvent } from '../rum-events';

const loadRemoteModule = jest.fn();
jest.mock('../../federation/load-remote', () => ({
  loadRemoteModule: (...a: unknown[]) => loadRemoteModule(...a),
}));
jest.mock('../../federation/remote-registry', () => ({ reRegisterRemote: async () => 'registered' }));

import { render } from '@testing-library/react';
import { mountGamesArea } from '../../federation/__tests__/mount-remote-area';
import { RemoteArea } from '../../federation/remote-area';
import { PreloadedRemotesContext } from '../../federation/preloaded-remotes';

// Issue 22 point 2: the remote area tells real-user monitoring what its remote did on the page.

const events: RumEvent[] = [];
beforeEach(() => {
  events.length = 0;
  setRumSink((e) => events.push(e));
  loadRemoteModule.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => setRumSink(undefined));

test("a load failure, the member's retry and the remote then shown are reported", async () => {
  loadRemoteModule.mockRejectedValueOnce(new Error('down')).mockResolvedValue(() => <p>games ok</p>);
  mountGamesArea();
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('games ok')).toBeInTheDocument();
  expect(events).toEqual([
    { kind: 'load_failure', remote: 'mfe_games' },
    { kind: 'retry', remote: 'mfe_games' },
    { kind: 'shown', remote: 'mfe_games' },
  ]);
});

test("a render error caught by the area's error boundary is reported", async () => {
  loadRemoteModule.mockResolvedValue(function Broken(): never {
    throw new Error('render failure');
  });
  mountGamesArea();
  await screen.findByRole('button', { name: 'Try again' });
  expect(events).toEqual([
    { kind: 'shown', remote: 'mfe_games' },
    { kind: 'render_error', remote: 'mfe_games' },
  ]);
});

test('without a sink (a session not sampled) nothing is recorded and the area works as before', async () => {
  setRumSink(undefined);
  loadRemoteModule.mockResolvedValue(() => <p>games ok</p>);
  mountGamesArea();
  expect(await screen.findByText('games ok')).toBeInTheDocument();
  expect(events).toEqual([]);
});

test('a server-rendered area, hydrated with its preloaded remote, is reported shown: its session counts like any other', () => {
  const Games = () => <p>games from the server</p>;
  render(
    <PreloadedRemotesContext.Provider value={{ mfe_games: Games }}>
      <RemoteArea remote="mfe_games" basePath="/gameHall" />
    </PreloadedRemotesContext.Provider>,
  );
  expect(screen.getByText('games from the server')).toBeInTheDocument();
  expect(loadRemoteModule).not.toHaveBeenCalled();
  expect(events).toEqual([{ kind: 'shown', remote: 'mfe_games' }]);
});
