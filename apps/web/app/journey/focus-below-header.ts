/** Room left between the sticky site header and a heading scrolled up to it, in CSS pixels. */
const GAP_BELOW_HEADER = 16;

/**
 * Moves focus to a heading and, when it sits under the sticky site header or below the screen,
 * scrolls it to just below the header. Focus alone would scroll it to the very top of the screen,
 * under the header, and `scroll-margin-top` cannot know the header's height, which changes with
 * the screen's width and the language.
 *
 * @param element - the heading (tabIndex -1), or null when it is not rendered
 * @example
 * ```ts
 * focusBelowHeader(headingRef.current);
 * ```
 */
export function focusBelowHeader(element: HTMLElement | null): void {
  if (element === null) return;
  element.focus({ preventScroll: true });
  const header = document.querySelector('.site-header');
  const headerBottom = header === null ? 0 : Math.max(0, header.getBoundingClientRect().bottom);
  const { top, height } = element.getBoundingClientRect();
  if (top < headerBottom || top + height > window.innerHeight) window.scrollBy({ top: top - headerBottom - GAP_BELOW_HEADER });
}
