import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPeopleSearch, searchDebounceMs, writePeopleSearch, type TPeopleSearchState } from './people-search';

/**
 * The People screen's search: the address holds it (`readPeopleSearch`); the box holds what is
 * being typed (`draft`) and hands it to the address once typing pauses. Filters change the address
 * at once. Back and Forward bring their search back into the box.
 */
export function usePeopleSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readPeopleSearch(params), [params]);
  const [draft, setDraft] = useState(search.q);
  // What this hook last wrote, to tell its own writes from Back and Forward.
  const [written, setWritten] = useState(search.q);
  const [shownQ, setShownQ] = useState(search.q);
  if (search.q !== shownQ) {
    setShownQ(search.q);
    if (search.q !== written) {
      setDraft(search.q);
      setWritten(search.q);
    }
  }

  useEffect(() => {
    if (draft === search.q) return;
    const timer = setTimeout(() => {
      setWritten(draft);
      setParams(writePeopleSearch({ ...search, q: draft }), { replace: true });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, search, setParams]);

  const setFilters = (change: Partial<Omit<TPeopleSearchState, 'q'>>) => {
    setWritten(draft);
    setParams(writePeopleSearch({ ...search, ...change, q: draft }), { replace: true });
  };

  /** Back to every member, newest first. */
  const clear = () => {
    setDraft('');
    setWritten('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return { search, draft, setDraft, setFilters, clear };
}
