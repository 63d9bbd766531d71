import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SHARED_LINK_PENDING_ATTRIBUTE } from './shared-link-paint.ts';

/** Shows what the shared-link painter kept hidden (SHARE-PAINT-002): the app now draws the link's loan. */
function settleSharedLinkPaint(): void {
  for (const calculator of document.querySelectorAll(`[${SHARED_LINK_PENDING_ATTRIBUTE}]`)) calculator.removeAttribute(SHARED_LINK_PENDING_ATTRIBUTE);
}

/**
 * Applies a shared link's query once the page has hydrated. Pages are pre-rendered without a
 * query, so reading it during the first render would make the browser's HTML disagree with the
 * server's; restoring it in an effect keeps hydration exact.
 *
 * A calculator the shared-link painter filled keeps its charts and schedule hidden until then
 * (SHARE-PAINT-002): they show in the commit that renders the restored query, before the browser
 * paints it, or, when the query changed nothing, in the next task.
 *
 * @param restore - called with `location.search` when the page opens with a query and whenever it changes
 */
export function useQueryRestore(restore: (search: string) => void): void {
  const { search } = useLocation();
  // The latest callback, so that only a new query (not a new closure) triggers a restore.
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const restored = useRef(false);
  const settled = useRef(false);
  useEffect(() => {
    if (search === '') return;
    restoreRef.current(search);
    restored.current = true;
    // A query that changes no state renders nothing new: what is on screen is the link's loan.
    const settle = setTimeout(settleSharedLinkPaint, 0);
    return () => clearTimeout(settle);
  }, [search]);
  // Every commit after the restore: its layout effects run before the browser paints the commit.
  useLayoutEffect(() => {
    if (!restored.current || settled.current) return;
    settled.current = true;
    settleSharedLinkPaint();
  });
}
