import { abortCanary, promote, publish, rollback, startCanary, versionId } from '../release-state';

describe('release and rollback of one remote (issue: runtime remote registry)', () => {
  it('publishing makes the new version current and keeps the earlier ones', () => {
    const s1 = publish({}, 'mfe_games', 'v1');
    const s2 = publish(s1, 'mfe_games', 'v2');
    expect(s2.mfe_games).toEqual({ versions: ['v1', 'v2'], current: 'v2' });
  });

  it('publishing touches no other remote', () => {
    const s = publish(publish({}, 'mfe_lobby', 'a1'), 'mfe_games', 'g1');
    expect(s.mfe_lobby).toEqual({ versions: ['a1'], current: 'a1' });
  });

  it('rollback points back at the version before the current one and drops the current one', () => {
    const s = rollback(publish(publish({}, 'mfe_games', 'v1'), 'mfe_games', 'v2'), 'mfe_games');
    expect(s.mfe_games).toEqual({ versions: ['v1'], current: 'v1' });
  });

  it('republishing an existing version moves it to the top without duplicates', () => {
    const s = publish(publish(publish({}, 'mfe_games', 'v1'), 'mfe_games', 'v2'), 'mfe_games', 'v1');
    expect(s.mfe_games).toEqual({ versions: ['v2', 'v1'], current: 'v1' });
  });

  it('rollback with nothing earlier is refused', () => {
    expect(() => rollback({}, 'mfe_games')).toThrow('never been released');
    expect(() => rollback(publish({}, 'mfe_games', 'v1'), 'mfe_games')).toThrow('no earlier version');
  });

  it('a version id follows the build time and the manifest hash', () => {
    expect(versionId('2026-11-22T23:30:13.254Z', 'abcdef0123456789')).toBe('v20261122233013-abcdef01');
    expect(versionId('', '12345678ff')).toBe('vbuild-12345678');
  });
});

describe('canary transitions', () => {
  const base = publish({}, 'mfe_games', 'v1');
  it('a canary keeps the current version for the rest and refuses a weight outside 1 to 99', () => {
    expect(startCanary(base, 'mfe_games', 'v2', 10).mfe_games).toEqual({ versions: ['v1'], current: 'v1', canary: { version: 'v2', weight: 10 } });
    expect(() => startCanary(base, 'mfe_games', 'v2', 0)).toThrow('1 to 99');
    expect(() => startCanary(base, 'mfe_games', 'v2', 100)).toThrow('1 to 99');
    expect(() => startCanary(base, 'mfe_games', 'v1', 10)).toThrow('already');
    expect(() => startCanary({}, 'mfe_games', 'v2', 10)).toThrow('never been released');
  });
  it('promote makes the canary current (a rollback returns from it); abort drops it', () => {
    const tried = startCanary(base, 'mfe_games', 'v2', 10);
    expect(promote(tried, 'mfe_games').mfe_games).toEqual({ versions: ['v1', 'v2'], current: 'v2' });
    expect(abortCanary(tried, 'mfe_games').mfe_games).toEqual({ versions: ['v1'], current: 'v1' });
    expect(() => promote(base, 'mfe_games')).toThrow('no canary');
    expect(() => abortCanary(base, 'mfe_games')).toThrow('no canary');
  });
});
