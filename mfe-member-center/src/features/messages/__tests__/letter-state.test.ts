import { BADGE_MAX, LETTER_PAGE_SIZE } from '@mfp/shared';
import type { Letter } from '@mfp/shared';
import { badgeText, expandLetter, initialLetters, pageAfterDelete, pageCount, pageLoaded, unreadFromServer } from '../utils/letter-state';

const letters = (ids: number[], read: number[] = []): Letter[] => ids.map((id) => ({ id, is_read: read.includes(id) ? 1 : 0, title: `L${id}` }));

describe('letter state (spec 4: unread becomes read when expanded; spec 9: 50 a page)', () => {
  const loaded = pageLoaded(initialLetters, 1, { list: letters([3, 2, 1], [1]), total_count: 3, unread_count: 2 });

  it('expanding an unread letter marks it read, drops the unread count and asks for the read call', () => {
    const { state, markRead } = expandLetter(loaded, 3);
    expect(markRead).toBe(true);
    expect(state.expandedId).toBe(3);
    expect(state.list.find((l) => l.id === 3)?.is_read).toBe(1);
    expect(state.unreadCount).toBe(1);
  });

  it('expanding a read letter or collapsing asks for no read call and keeps the count', () => {
    expect(expandLetter(loaded, 1)).toMatchObject({ markRead: false, state: { unreadCount: 2, expandedId: 1 } });
    expect(expandLetter(loaded, null)).toMatchObject({ markRead: false, state: { unreadCount: 2, expandedId: null } });
  });

  it('expanding the same unread letter twice reads it once', () => {
    const once = expandLetter(loaded, 3).state;
    expect(expandLetter(once, 3).markRead).toBe(false);
  });

  it("the server's unread count wins", () => {
    expect(unreadFromServer(loaded, 7).unreadCount).toBe(7);
    expect(unreadFromServer(loaded, undefined).unreadCount).toBe(2);
  });

  it('pages hold 50 letters', () => {
    expect(LETTER_PAGE_SIZE).toBe(50);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });

  it('deleting the last letter of the last page goes back one page; otherwise it stays', () => {
    const lastPage = pageLoaded(initialLetters, 2, { list: letters([1]), total_count: 51, unread_count: 0 });
    expect(pageAfterDelete(lastPage, 1)).toBe(1);
    const full = pageLoaded(initialLetters, 2, { list: letters([1, 2]), total_count: 52, unread_count: 0 });
    expect(pageAfterDelete(full, 1)).toBe(2);
  });

  it('a new page keeps the expanded letter only if it is on it', () => {
    const open = expandLetter(loaded, 2).state;
    expect(pageLoaded(open, 2, { list: letters([9]), total_count: 60, unread_count: 0 }).expandedId).toBeNull();
    expect(pageLoaded(open, 1, { list: letters([2]), total_count: 60, unread_count: 0 }).expandedId).toBe(2);
  });

  it('the badge is capped at 99', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(BADGE_MAX)).toBe('99');
    expect(badgeText(BADGE_MAX + 1)).toBe('99+');
  });
});
