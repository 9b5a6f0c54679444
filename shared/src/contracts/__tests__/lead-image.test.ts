/** @jest-environment node */
import { leadImageOf, leadImageToPreload } from '../lead-image';

// Issue 19 Deliver 3 and issue 20 point 3: the home page's LCP picture, one rule for the server and the boot script.
describe('the lead image', () => {
  it('is the first picture of the list when it is an http(s) URL or a path on the site origin', () => {
    expect(leadImageOf([{ id: 1, image: 'https://cdn/a.webp' }, { id: 2, image: 'https://cdn/b.webp' }])).toBe('https://cdn/a.webp');
    // The API hands out paths on the site's origin (the host proxies /assets/), whatever port the API is on.
    expect(leadImageOf([{ id: 1, image: '/assets/banner/1.svg' }])).toBe('/assets/banner/1.svg');
    for (const image of ['//evil.example/a.webp', '/\\evil.example/a.webp', 'javascript:alert(1)', 'data:image/png;base64,AA', 'relative.webp'])
      expect({ image, lead: leadImageOf([{ id: 1, image }]) }).toEqual({ image, lead: undefined });
    expect(leadImageOf([{ id: 1 }])).toBeUndefined();
    expect(leadImageOf([])).toBeUndefined();
    expect(leadImageOf(undefined)).toBeUndefined();
  });

  it('is preloaded on the home page only', () => {
    expect(leadImageToPreload('/', 'https://cdn/a.webp')).toBe('https://cdn/a.webp');
    expect(leadImageToPreload('/discount', 'https://cdn/a.webp')).toBeUndefined();
    expect(leadImageToPreload('/', undefined)).toBeUndefined();
  });
});
