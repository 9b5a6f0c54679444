import { createTypedStorage, storage, STORAGE_KEYS, type StorageLike } from '../browser-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser storage keys (spec 3)', () => {
  it('lists every key of spec 3; popUpDiscountModalCloseTime is in sessionStorage', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'token',
        'member_id',
        'member_account',
        'currency',
        'member_type',
        'agent_type',
        'eyeOpen',
        'pwa',
        'site_name',
        'isV3Ver',
        'isPlay',
        'skipReloadGetInfo',
        'waitingWindow',
        'window-msg',
        'isRouteRegister',
        'maintain_interval',
        'waitingUrl',
        'popUpDiscountModalCloseTime',
      ].sort(),
    );
    storage.set('popUpDiscountModalCloseTime', 1700000000000);
    expect(sessionStorage.getItem('popUpDiscountModalCloseTime')).toBe('1700000000000');
    expect(localStorage.getItem('popUpDiscountModalCloseTime')).toBeNull();
    expect(storage.get('popUpDiscountModalCloseTime')).toBe(1700000000000);
  });
  it('strings: token, member_id, waitingUrl round-trip as is', () => {
    storage.set('token', 'Bearer abc');
    storage.set('member_id', '42');
    expect(localStorage.getItem('token')).toBe('Bearer abc');
    expect(storage.get('token')).toBe('Bearer abc');
    expect(storage.get('member_id')).toBe('42');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('waitingUrl')).toBeNull();
  });
  it('isPlay is 0 or 1', () => {
    storage.set('isPlay', 1);
    expect(localStorage.getItem('isPlay')).toBe('1');
    expect(storage.get('isPlay')).toBe(1);
    storage.set('isPlay', 0);
    expect(storage.get('isPlay')).toBe(0);
    localStorage.setItem('isPlay', 'yes');
    expect(storage.get('isPlay')).toBeNull();
  });
  it('booleans are stored as 1/0 and read from true/false too', () => {
    storage.set('eyeOpen', true);
    expect(localStorage.getItem('eyeOpen')).toBe('1');
    expect(storage.get('eyeOpen')).toBe(true);
    localStorage.setItem('skipReloadGetInfo', 'false');
    expect(storage.get('skipReloadGetInfo')).toBe(false);
    localStorage.setItem('pwa', 'maybe');
    expect(storage.get('pwa')).toBeNull();
  });
  it('numbers: member_type and agent_type', () => {
    storage.set('member_type', 1);
    expect(storage.get('member_type')).toBe(1);
    localStorage.setItem('agent_type', '2.5');
    expect(storage.get('agent_type')).toBeNull();
  });
  it('waitingWindow is gameWindow, depositWindow or fpWindow', () => {
    storage.set('waitingWindow', 'depositWindow');
    expect(storage.get('waitingWindow')).toBe('depositWindow');
    localStorage.setItem('waitingWindow', 'evilWindow');
    expect(storage.get('waitingWindow')).toBeNull();
  });
  it('maintain_interval and window-msg are JSON, checked on read', () => {
    storage.set('maintain_interval', { start_at: '2026-01-01 00:00', end_at: null });
    expect(storage.get('maintain_interval')).toEqual({ start_at: '2026-01-01 00:00', end_at: null });
    localStorage.setItem('maintain_interval', '{"start_at": 5}');
    expect(storage.get('maintain_interval')).toBeNull();
    localStorage.setItem('maintain_interval', 'not json');
    expect(storage.get('maintain_interval')).toBeNull();
    storage.set('window-msg', { type: 'quickGame' });
    expect(storage.get('window-msg')).toEqual({ type: 'quickGame' });
    localStorage.setItem('window-msg', '[1]');
    expect(storage.get('window-msg')).toBeNull();
  });
  it('injected storages are used, and a throwing storage does not break the page', () => {
    const data = new Map<string, string>();
    const memory: StorageLike = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
    };
    const typed = createTypedStorage({ local: memory });
    typed.set('currency', 'BDT');
    expect(data.get('currency')).toBe('BDT');
    expect(localStorage.getItem('currency')).toBeNull();
    const full = createTypedStorage({
      local: {
        ...memory,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    expect(() => full.set('token', 'x')).not.toThrow();
  });
  it('without browser storage, reads are null and writes are ignored', () => {
    const spy = jest.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const typed = createTypedStorage();
    expect(typed.get('token')).toBeNull();
    expect(() => typed.set('token', 'x')).not.toThrow();
    expect(() => typed.remove('token')).not.toThrow();
    spy.mockRestore();
  });
});
