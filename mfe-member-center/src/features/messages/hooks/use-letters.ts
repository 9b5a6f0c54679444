import { useCallback, useEffect, useRef, useState } from 'react';
import { channels, isAbortError, postLetterList, postLetterRead, postLetterDestroyIds, useChannel } from '@mfp/shared';
import type { LetterQuery } from '@mfp/shared';
import { useErrorText } from '../../../common/use-error-text';
import { expandLetter, initialLetters, pageAfterDelete, pageLoaded, unreadFromServer, type LetterState } from '../utils/letter-state';

/** Letters: paged 50 a page, read when expanded, deleted, refreshed on the member's letter events. */
export function useLetters(memberId: number | string | null, query: Omit<LetterQuery, 'page'>) {
  const [state, setState] = useState<LetterState>(initialLetters);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  const current = useRef(state);
  current.current = state;
  const { active, language, site_id } = query;

  const load = useCallback(
    async (page: number) => {
      setLoading(true);
      setError(null);
      try {
        const r = await postLetterList({ active, language, site_id, page });
        setState((s) => pageLoaded(s, page, r.data));
      } catch (e) {
        if (!isAbortError(e)) setError(errorText(e));
      } finally {
        setLoading(false);
      }
    },
    [active, language, site_id, errorText],
  );

  useEffect(() => {
    void load(current.current.page);
  }, [load]);

  const expand = useCallback(async (id: number | null) => {
    const { state: next, markRead } = expandLetter(current.current, id);
    setState(next);
    if (markRead && id !== null) {
      const r = await postLetterRead(id).catch(() => null);
      const unread = (r?.data as { unread_count?: number } | null)?.unread_count;
      setState((s) => unreadFromServer(s, unread));
    }
  }, []);

  const remove = useCallback(
    async (ids: number[]) => {
      const s = current.current;
      await postLetterDestroyIds({ active, language, site_id, page: s.page }, ids);
      await load(pageAfterDelete(s, ids.length));
    },
    [active, language, site_id, load],
  );

  useChannel(memberId === null ? null : channels.member(memberId), 'letter', (p) => {
    if (p.action === 'sent') void load(current.current.page);
    else setState((s) => unreadFromServer(s, p.unread_count));
  });

  return { state, loading, error, load, expand, remove };
}
