import { linkItemsOf } from '../content-queries';

// Spec 3: footer and float items are link items (an outer URL or a main/faq id); items without a URL are dropped.
describe('footer and float items of a reply', () => {
  it('takes a bare list or the list of { list }', () => {
    expect(linkItemsOf([{ id: 1, url: 'https://a.example' }])).toEqual([{ id: 1, url: 'https://a.example' }]);
    expect(linkItemsOf({ list: [{ id: 2, url: 'main/3', name: 'News' }] })).toEqual([
      { id: 2, url: 'main/3', name: 'News' },
    ]);
  });
  it('is empty for no data and drops items without a URL', () => {
    expect(linkItemsOf(null)).toEqual([]);
    expect(linkItemsOf({})).toEqual([]);
    expect(linkItemsOf([{ id: 3 } as never, { id: 4, url: 'faq/1' }])).toEqual([{ id: 4, url: 'faq/1' }]);
  });
});
