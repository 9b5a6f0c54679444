import { remoteForPath, REMOTE_ROUTES } from '../route-table';

describe('route table (DESIGN.md section 3)', () => {
  it.each([
    ['/', 'mfe_lobby'],
    ['/app', 'mfe_lobby'],
    ['/discount', 'mfe_lobby'],
    ['/discount/12', 'mfe_lobby'],
    ['/faq/3', 'mfe_lobby'],
    ['/main/9', 'mfe_lobby'],
    ['/sponsor', 'mfe_lobby'],
    ['/gameHall', 'mfe_games'],
    ['/gameHall/2', 'mfe_games'],
    ['/slotgame', 'mfe_games'],
    ['/gameRoom', 'mfe_games'],
    ['/play', 'mfe_games'],
    ['/user/Info', 'mfe_member_center'],
    ['/proxy', 'mfe_agent_center'],
    ['/register', 'mfe_auth'],
  ])('%s is rendered by %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('host-owned and unknown paths map to no remote', () => {
    for (const path of ['/loading', '/close', '/authCallback', '/fastPayment', '/fastDeposit', '/nope', '/discounts'])
      expect(remoteForPath(path)).toBeUndefined();
  });

  it('only /user is members-only among remote routes', () => {
    expect(REMOTE_ROUTES.filter((r) => r.membersOnly).map((r) => r.path)).toEqual(['/user/*']);
  });
});
