import { BADGE_MAX, LETTER_PAGE_SIZE } from '@mfp/shared';
import type { Letter, LetterListResult } from '@mfp/shared';

/** The letters page: one page of 50, the totals and the expanded letter. */
export interface LetterState {
  page: number;
  list: Letter[];
  totalCount: number;
  unreadCount: number;
  expandedId: number | null;
}

export const initialLetters: LetterState = { page: 1, list: [], totalCount: 0, unreadCount: 0, expandedId: null };

/** A page arrived from the letter list call. */
export const pageLoaded = (s: LetterState, page: number, r: LetterListResult): LetterState => ({
  ...s,
  page,
  list: r.list,
  totalCount: r.total_count,
  unreadCount: r.unread_count,
  expandedId: r.list.some((l) => l.id === s.expandedId) ? s.expandedId : null,
});

/** Expanding a letter marks it read locally (spec 4: unread becomes read when expanded); returns whether the read call is needed. */
export function expandLetter(s: LetterState, id: number | null): { state: LetterState; markRead: boolean } {
  const letter = id === null ? undefined : s.list.find((l) => l.id === id);
  const markRead = letter !== undefined && Number(letter.is_read) !== 1;
  return {
    markRead,
    state: {
      ...s,
      expandedId: id,
      list: markRead ? s.list.map((l) => (l.id === id ? { ...l, is_read: 1 } : l)) : s.list,
      unreadCount: markRead ? Math.max(0, s.unreadCount - 1) : s.unreadCount,
    },
  };
}

/** The server's unread count after a read, delete or new letter wins over the local one. */
export const unreadFromServer = (s: LetterState, unread: number | undefined): LetterState =>
  unread === undefined ? s : { ...s, unreadCount: unread };

/** Pages the letters need at 50 a page (at least one). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / LETTER_PAGE_SIZE));

/** The page to show after deleting `removed` letters of the current page: the previous one if this one empties. */
export function pageAfterDelete(s: LetterState, removed: number): number {
  const left = s.totalCount - removed;
  return Math.min(s.page, pageCount(left));
}

/** The unread badge text: capped at 99 (spec 9). */
export const badgeText = (unread: number): string => (unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread));
