import { median, mediansOf, percentile, ratio } from '../stats';

describe('median', () => {
  it('is the middle figure of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });
  it('is the mean of the two middle figures of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is none for no figures (a cell whose every load failed)', () => {
    expect(median([])).toBeNull();
  });
  it('leaves the samples in their run order', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
  it('ranks unsorted figures', () => {
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 95)).toBe(96);
    expect(percentile(hundred, 99)).toBe(100);
  });
  it('is the largest figure at 100 and the smallest at 0', () => {
    expect(percentile([5, 9, 7], 100)).toBe(9);
    expect(percentile([5, 9, 7], 0)).toBe(5);
  });
  it('is NaN for no figures', () => {
    expect(percentile([], 99)).toBeNaN();
  });
});

describe('mediansOf and ratio', () => {
  it('takes each variant median on its own', () => {
    expect(mediansOf({ federated: [3, 1, 2], monolith: [] })).toEqual({ federated: 2, monolith: null });
  });
  it('counts 0 / 0 as even and anything else over 0 or a missing side as none', () => {
    expect(ratio(3, 2)).toBe(1.5);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
  });
});
