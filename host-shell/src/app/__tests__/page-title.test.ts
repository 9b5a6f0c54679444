import { HALLS, MEMBER_CENTER_PAGES, SITE_ROUTES } from '@mfp/shared';
import en from '../../locales/en_US/host.json';
import bn from '../../locales/bn_BD/host.json';
import { documentBrand, pageTitleKey } from '../page-title';

describe('the document title names the page (spec 2 routes; the error screen is Page Not Found)', () => {
  it('names a page by its route, a hall by its id, a member-center page by itself', () => {
    expect(pageTitleKey('/')).toBe('home');
    expect(pageTitleKey('/faq/3')).toBe('faq');
    expect(pageTitleKey('/gameHall/3')).toBe('hall_live');
    expect(pageTitleKey('/gameHall')).toBe('halls');
    expect(pageTitleKey('/user/Deposit')).toBe('Deposit');
    expect(pageTitleKey('/user')).toBe('Info');
  });

  it('has no page key for a path no route matches', () => {
    expect(pageTitleKey('/nope')).toBeNull();
    expect(pageTitleKey('/user/Typo')).toBeNull();
  });

  it('every page of the route table has a title in both languages', () => {
    const keys = new Set<string>(['halls', ...Object.values(HALLS).map((h) => `hall_${h}`), ...MEMBER_CENTER_PAGES]);
    for (const r of SITE_ROUTES) if (r.page !== 'byParam' && r.page !== 'hall') keys.add(r.page);
    for (const key of keys) {
      expect([key, (en.title as Record<string, string>)[key]]).toEqual([key, expect.stringMatching(/\S/)]);
      expect([key, (bn.title as Record<string, string>)[key]]).toEqual([key, expect.stringMatching(/[\u0980-\u09FF]/)]);
    }
  });

  it("takes the brand from the page's application-name, not from a title the server already named the page in", () => {
    document.head.innerHTML = '<title>Help and FAQ | BD Play</title><meta name="application-name" content="BD Play">';
    expect(documentBrand(document)).toBe('BD Play');
    document.head.innerHTML = '<title>BD Play</title>';
    expect(documentBrand(document)).toBe('');
  });
});
