/** @jest-environment node */
import { playRequestStore, requestPlay } from '../play-request-store';
import { siteStore } from '../site-store';

const game = { gp_id: 'GPJL', game_type: 'slot', game_code: 'jl001', gt_id: 2 };

describe('playRequestStore', () => {
  it('hands a request over once, with the demo flag', () => {
    requestPlay(game, { demo: true });
    const taken = playRequestStore.getState().takePlayRequest();
    expect(taken).toMatchObject({ game, demo: true });
    expect(playRequestStore.getState().takePlayRequest()).toBeNull();
  });

  it('numbers two requests for the same game differently (a second start is a new request)', () => {
    requestPlay(game);
    const first = playRequestStore.getState().takePlayRequest();
    requestPlay(game);
    const second = playRequestStore.getState().takePlayRequest();
    expect(first?.demo).toBe(false);
    expect(second?.seq).toBeGreaterThan(first?.seq ?? Infinity);
  });
});

describe('siteStore', () => {
  it('keeps what the host configures and leaves the rest', () => {
    siteStore.getState().configure({ siteId: 'bd01', isDemoSite: true });
    siteStore.getState().configure({ currency: 'BDT' });
    expect(siteStore.getState()).toMatchObject({ siteId: 'bd01', isDemoSite: true, currency: 'BDT' });
  });

  it('starts with no closed brand and outside the native app (start check 1 and the app open mode act only on what the host sets)', () => {
    expect(siteStore.getState().closedBrands).toEqual([]);
    expect(siteStore.getState().isApp).toBe(false);
    siteStore.getState().configure({ closedBrands: ['GPR8'], isApp: true });
    expect(siteStore.getState()).toMatchObject({ closedBrands: ['GPR8'], isApp: true, siteId: 'bd01' });
  });
});
