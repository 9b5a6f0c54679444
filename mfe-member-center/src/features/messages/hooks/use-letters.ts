import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAbortError, letterListQuery, postLetterRead, postLetterDestroyIds } from '@mfp/shared';
import type { LetterListResult, LetterQuery } from '@mfp/shared';
import { useErrorText } from '../../../common/use-error-text';
import { expandLetter, initialLetters, pageAfterDelete, pageLoaded, unreadFromServer, type LetterState } from '../utils/letter-state';

const LETTER_LISTS = ['member', 'letterList'] as const;

/**
 * Letters: paged 50 a page (letterListQuery, so the host's letter-event invalidation refreshes it),
 * read when expanded, deleted. The expanded letter and the read marks stay local to the page.
 */
export function useLetters(query: Omit<LetterQuery, 'page'>) {
  const client = useQueryClient();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const { active, language, site_id } = query;
  const list = useQuery({ ...letterListQuery({ active, language, site_id, page }), placeholderData: keepPreviousData });
  const [state, setState] = useState<LetterState>(initialLetters);
  const [shown, setShown] = useState<LetterListResult | undefined>(undefined);
  // A page that arrives (paging, a refetch after a letter event or a delete) replaces the list; the expanded letter stays if still there.
  const arrived = list.isPlaceholderData ? undefined : list.data;
  if (arrived && arrived !== shown) {
    setShown(arrived);
    setState((s) => pageLoaded(s, page, arrived));
  }

  // The server's letter read event invalidates the letter lists (header badge included); the reply's count is shown at once.
  const read = useMutation({
    mutationFn: postLetterRead,
    onSuccess: (r) => setState((s) => unreadFromServer(s, (r.data as { unread_count?: number } | null)?.unread_count)),
  });
  const destroy = useMutation({
    mutationFn: (ids: number[]) => postLetterDestroyIds({ active, language, site_id, page }, ids),
    onSuccess: () => client.invalidateQueries({ queryKey: LETTER_LISTS }),
  });

  const expand = (id: number | null) => {
    const { state: next, markRead } = expandLetter(state, id);
    setState(next);
    if (markRead && id !== null) read.mutate(id);
  };

  // After a delete, the page that still has letters (the lists refetch on the mutation's success).
  const remove = async (ids: number[]) => {
    await destroy.mutateAsync(ids);
    setPage(pageAfterDelete(state, ids.length));
  };

  const error = list.error && !isAbortError(list.error) ? errorText(list.error) : null;
  return {
    state,
    loading: list.isFetching,
    error,
    load: (p: number) => (p === page ? void list.refetch() : setPage(p)),
    expand,
    remove,
    removing: destroy.isPending,
  };
}
