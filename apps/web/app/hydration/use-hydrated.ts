import { useEffect, useState } from 'react';

/**
 * Whether this render comes after hydration: false in the pre-render and in the render that
 * hydrates it, true from the next. What the HTML cannot know (a hash, the query the page was opened
 * with) is rendered only then, since hydration keeps what the HTML has and a render that differs
 * from it would not be shown.
 *
 * @returns true once the component has mounted
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
