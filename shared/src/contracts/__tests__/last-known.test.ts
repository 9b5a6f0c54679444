/** @jest-environment node */
import {
  LAST_KNOWN_MAX_AGE_MS,
  LEAD_IMAGE_KEY,
  lastKnownName,
  readLastKnown,
  readLeadImage,
  writeLastKnown,
  type LastKnownStore,
} from '../last-known';

const memory = (): LastKnownStore & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
};
const isNumbers = (data: unknown): data is number[] =>
  Array.isArray(data) && data.every((n) => typeof n === 'number');

// A repeat visit paints the last content it saw at once; the page then updates.
describe('last known content of a repeat visit', () => {
  it('reads back what was written under the name of its query key', () => {
    const store = memory();
    const name = lastKnownName(['content', 'carouselPicture', { site_id: 1, use_type: 2 }]);
    writeLastKnown(name, [1, 2], store, 1_000);
    expect(readLastKnown(name, isNumbers, store, 2_000)).toEqual([1, 2]);
    expect(
      readLastKnown(
        lastKnownName(['content', 'carouselPicture', { site_id: 1, use_type: 0 }]),
        isNumbers,
        store,
        2_000,
      ),
    ).toBeUndefined();
  });

  it('shows nothing older than LAST_KNOWN_MAX_AGE_MS, nor from the future', () => {
    const store = memory();
    writeLastKnown('n', [1], store, 10_000);
    expect(readLastKnown('n', isNumbers, store, 10_000 + LAST_KNOWN_MAX_AGE_MS)).toEqual([1]);
    expect(readLastKnown('n', isNumbers, store, 10_001 + LAST_KNOWN_MAX_AGE_MS)).toBeUndefined();
    expect(readLastKnown('n', isNumbers, store, 9_000)).toBeUndefined();
  });

  it('refuses data of another shape, broken JSON and storage that throws', () => {
    const store = memory();
    writeLastKnown('n', { not: 'a list' }, store, 1);
    expect(readLastKnown('n', isNumbers, store, 2)).toBeUndefined();
    store.items.set('n', '{broken');
    expect(readLastKnown('n', isNumbers, store, 2)).toBeUndefined();
    const throwing: LastKnownStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeLastKnown('n', [1], throwing)).not.toThrow();
    expect(readLastKnown('n', isNumbers, throwing)).toBeUndefined();
    expect(readLastKnown('n', isNumbers, null)).toBeUndefined();
  });

  it('the lead image is an http(s) URL or nothing', () => {
    const store = memory();
    writeLastKnown(LEAD_IMAGE_KEY, 'https://api.example/assets/banner/8.svg', store, 1);
    expect(readLeadImage(store, 2)).toBe('https://api.example/assets/banner/8.svg');
    writeLastKnown(LEAD_IMAGE_KEY, 'javascript:alert(1)', store, 1);
    expect(readLeadImage(store, 2)).toBeUndefined();
  });
});
