import type { Flag } from './api';

/** A letter (personal message) (spec 3). */
export interface Letter {
  id: number;
  is_read: Flag;
  title?: string;
  content?: string;
  created_at?: string;
}

/** A page of letters (spec 3 and 7). */
export interface LetterListResult {
  list: Letter[];
  total_count: number;
  unread_count: number;
}
