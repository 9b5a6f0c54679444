import { createApiClient } from '@mfp/shared';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { favoriteStore, isFavorite } from '../favorite-store';

const calls: unknown[] = [];
let answer: { code: number; message: string; data: unknown } = { code: 100, message: 'ok', data: null };

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  calls.push({ url: config.url, body: JSON.parse(String(config.data)) as unknown });
  return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
};

beforeAll(() => {
  createApiClient({ getToken: () => 't', setToken: () => undefined, getLang: () => 'en_US', onUnauthorized: () => undefined, adapter });
});
beforeEach(() => {
  calls.length = 0;
  favoriteStore.getState().reset();
});

const game = { id: 7, member_favorite: 0 as const };

describe('favourites', () => {
  it('flips at once and stores the new status with favorite/store', async () => {
    answer = { code: 100, message: 'ok', data: null };
    const done = favoriteStore.getState().toggle(game);
    expect(isFavorite(favoriteStore.getState().overrides, game)).toBe(true);
    await expect(done).resolves.toBe(true);
    expect(calls).toEqual([{ url: '/api/arks/web/member-games/favorite/store', body: { data: [{ game_id: 7, status: 1 }] } }]);
    expect(isFavorite(favoriteStore.getState().overrides, game)).toBe(true);
  });

  it('rolls back to what it was when the server refuses', async () => {
    answer = { code: 100, message: 'ok', data: null };
    await favoriteStore.getState().toggle(game);
    answer = { code: 999, message: 'nope', data: null };
    const done = favoriteStore.getState().toggle(game);
    expect(isFavorite(favoriteStore.getState().overrides, game)).toBe(false);
    await expect(done).resolves.toBe(false);
    expect(isFavorite(favoriteStore.getState().overrides, game)).toBe(true);
  });

  it('rolls a first toggle back to the list value', async () => {
    answer = { code: 999, message: 'nope', data: null };
    await favoriteStore.getState().toggle({ id: 8, member_favorite: 1 });
    expect(favoriteStore.getState().overrides).toEqual({});
  });
});
