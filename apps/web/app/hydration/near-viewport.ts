/**
 * How near the viewport a part whose code loads when the visitor comes to it must come: within one
 * screen's height above or below it (an `IntersectionObserver` root margin), so that it is in
 * React's hands before the visitor scrolls it into view.
 */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Resolves once one of the elements comes within a margin of the viewport: an island marked
 * `whenNear` (ISLAND-005), a calculator's repayment schedule (LOAD-CODE-005).
 *
 * @param elements - what is on screen of the part (an island's mark generates no box itself)
 * @param margin - how near, as an `IntersectionObserver` root margin
 * @returns once the part is near
 */
export function nearViewport(elements: Iterable<Element>, margin: string = NEAR_VIEWPORT_MARGIN): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: margin },
    );
    for (const element of elements) observer.observe(element);
  });
}

/**
 * Whether the page's address may carry the state of a part (a shared calculator link's query, a
 * hash naming a section): such a part's code then loads with the page, without waiting to come
 * near, since only the part can show that state (ISLAND-005, LOAD-CODE-005).
 *
 * @param address - the page's location
 * @returns true when the address has a query or a hash
 */
export function addressCarriesState(address: Pick<Location, 'search' | 'hash'>): boolean {
  return address.search !== '' || address.hash !== '';
}
