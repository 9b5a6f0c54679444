import { storage } from '@mfp/shared';
import { runHandOff, runIsPlayQuitStep, shouldReloadOnPageShow, watchChunkErrors } from '../startup';
import { apiOrigin } from '../services';

const handOff = { tk: 'Bearer abc', member_account: 'demobdt01', member_currency: 'BDT', member_id: '10001' };

function deps(decrypted: unknown = null) {
  return { decrypt: jest.fn(async () => decrypted), login: jest.fn(), resetUrl: jest.fn() };
}

describe('login hand-off at startup (spec 2)', () => {
  it('a plain hand-off with all four fields logs in and resets the URL', async () => {
    const d = deps();
    await expect(runHandOff(new URLSearchParams(handOff), d)).resolves.toBe(true);
    expect(d.login).toHaveBeenCalledWith(handOff);
    expect(d.decrypt).not.toHaveBeenCalled();
    expect(d.resetUrl).toHaveBeenCalledTimes(1);
  });
  it('a plain hand-off missing a field is not a hand-off (no login, URL kept)', async () => {
    const d = deps();
    const { member_id: _m, ...partial } = handOff;
    await expect(runHandOff(new URLSearchParams(partial), d)).resolves.toBe(false);
    expect(d.login).not.toHaveBeenCalled();
    expect(d.resetUrl).not.toHaveBeenCalled();
  });
  it('enc is decrypted and accepted with all four fields', async () => {
    const d = deps(JSON.stringify(handOff));
    await expect(runHandOff(new URLSearchParams({ enc: 'xyz', tk: 'ignored' }), d)).resolves.toBe(true);
    expect(d.decrypt).toHaveBeenCalledWith('xyz');
    expect(d.login).toHaveBeenCalledWith(handOff);
    expect(d.resetUrl).toHaveBeenCalled();
  });
  it.each([[null], ['not json'], [JSON.stringify({ tk: 'a' })]])('a failed or incomplete enc (%p) resets the URL without login', async (out) => {
    const d = deps(out);
    await expect(runHandOff(new URLSearchParams({ enc: 'xyz' }), d)).resolves.toBe(false);
    expect(d.login).not.toHaveBeenCalled();
    expect(d.resetUrl).toHaveBeenCalledTimes(1);
  });
  it('a rejected decrypt call counts as a failure', async () => {
    const d = { ...deps(), decrypt: jest.fn(async () => Promise.reject(new Error('net'))) };
    await expect(runHandOff(new URLSearchParams({ enc: 'xyz' }), d)).resolves.toBe(false);
    expect(d.resetUrl).toHaveBeenCalled();
  });
  it('pwa=1 is stored', async () => {
    await runHandOff(new URLSearchParams({ ...handOff, pwa: '1' }), deps());
    expect(storage.get('pwa')).toBe(true);
  });
});

describe('isPlay startup step (spec 4)', () => {
  it('with isPlay 1 the quit step runs after 300 ms and isPlay resets', () => {
    const calls: string[] = [];
    let scheduled: { fn: () => void; ms: number } | null = null;
    const ran = runIsPlayQuitStep({
      isPlay: () => 1,
      quit: () => calls.push('quit'),
      clear: () => calls.push('clear'),
      schedule: (fn, ms) => (scheduled = { fn, ms }),
    });
    expect(ran).toBe(true);
    expect(calls).toEqual([]);
    expect(scheduled!.ms).toBe(300);
    scheduled!.fn();
    expect(calls).toEqual(['quit', 'clear']);
  });
  it.each([[0], [null]])('isPlay %p does nothing', (v) => {
    const schedule = jest.fn();
    expect(runIsPlayQuitStep({ isPlay: () => v as 0 | null, quit: jest.fn(), clear: jest.fn(), schedule })).toBe(false);
    expect(schedule).not.toHaveBeenCalled();
  });
  it('a bfcache restore reloads only while isPlay is 1', () => {
    expect(shouldReloadOnPageShow(true, 1)).toBe(true);
    expect(shouldReloadOnPageShow(false, 1)).toBe(false);
    expect(shouldReloadOnPageShow(true, 0)).toBe(false);
  });
});

describe('API origin from the site config', () => {
  it('a path means same origin (the client adds /api); an absolute URL keeps its origin', () => {
    expect(apiOrigin('/api')).toBe('');
    expect(apiOrigin('https://api.example.com/api')).toBe('https://api.example.com');
  });
});

describe('the failed-chunk reload (spec 4) waits for a connection', () => {
  const chunkError = Object.assign(new Error('Loading chunk 258 failed.'), { name: 'ChunkLoadError' });
  const fire = (online: boolean): jest.Mock => {
    const reload = jest.fn();
    const win = Object.assign(new EventTarget(), {
      navigator: { onLine: online },
      location: { pathname: `/p${online ? 'on' : 'off'}${Math.random()}`, reload },
      sessionStorage: window.sessionStorage,
    }) as unknown as Window;
    const stop = watchChunkErrors(win);
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError }));
    stop();
    return reload;
  };

  it('reloads once for a missing chunk while online', () => {
    expect(fire(true)).toHaveBeenCalledTimes(1);
  });

  it('does not reload offline: the page stays, with its fallback, instead of the browser error page', () => {
    expect(fire(false)).not.toHaveBeenCalled();
  });
});
