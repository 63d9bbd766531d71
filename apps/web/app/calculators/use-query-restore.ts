import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Applies a shared link's query once the page has hydrated. Pages are pre-rendered without a
 * query, so reading it during the first render would make the browser's HTML disagree with the
 * server's; restoring it in an effect keeps hydration exact.
 *
 * @param restore - called with `location.search` when the page opens with a query and whenever it changes
 */
export function useQueryRestore(restore: (search: string) => void): void {
  const { search } = useLocation();
  // The latest callback, so that only a new query (not a new closure) triggers a restore.
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    if (search !== '') restoreRef.current(search);
  }, [search]);
}
