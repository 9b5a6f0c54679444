import { interactionsOf } from '../interaction-latency';

describe('interactionsOf (INP: an interaction is as slow as its slowest event)', () => {
  it('groups the entries of one interaction and keeps their longest duration', () => {
    const tap = interactionsOf([
      { name: 'pointerdown', interactionId: 7, duration: 40, startTime: 1000 },
      { name: 'pointerup', interactionId: 7, duration: 24, startTime: 1080 },
      { name: 'click', interactionId: 7, duration: 232, startTime: 1081 },
    ]);
    expect(tap).toEqual([{ id: 7, latency: 232, startTime: 1000, slowest: 'click' }]);
  });
  it('leaves out entries that are not part of an interaction (hovers, moves: interactionId 0)', () => {
    expect(interactionsOf([{ name: 'pointerover', interactionId: 0, duration: 500, startTime: 1 }])).toEqual([]);
  });
  it('keeps interactions apart, in the order they began', () => {
    const two = interactionsOf([
      { name: 'click', interactionId: 9, duration: 30, startTime: 2000 },
      { name: 'click', interactionId: 8, duration: 60, startTime: 1500 },
    ]);
    expect(two.map((i) => [i.id, i.latency])).toEqual([
      [8, 60],
      [9, 30],
    ]);
  });
});
