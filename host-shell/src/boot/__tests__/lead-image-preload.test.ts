import { preloadLeadImage } from '../lead-image-preload';

const docAt = (path: string) => {
  window.history.replaceState(null, '', path);
  return document;
};

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

// On a repeat visit of the home page the last lead picture loads from the first script.
describe('lead image preload', () => {
  it('preloads the last lead image, high priority, on the home page', () => {
    expect(preloadLeadImage(docAt('/'), 'https://api.example/b/8.svg')).toBe('https://api.example/b/8.svg');
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('href')).toBe('https://api.example/b/8.svg');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads nothing on a first visit or on another page', () => {
    expect(preloadLeadImage(docAt('/'), undefined)).toBeUndefined();
    expect(preloadLeadImage(docAt('/gameHall/2'), 'https://api.example/b/8.svg')).toBeUndefined();
    expect(document.head.querySelector('link')).toBeNull();
  });
});
