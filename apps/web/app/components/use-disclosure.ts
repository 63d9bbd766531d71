import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * While a menu is open, Escape closes it and returns focus to its summary, and a press outside it
 * closes it: what a header menu adds to the open state the browser keeps.
 *
 * It listens for as long as the menu is mounted and asks the element whether it is open at the
 * moment of the key or press. Listening only once React had mirrored `open` left a gap: the
 * browser opens the menu at once, React learns of it from the `toggle` event a task later and
 * commits a render after that, and an Escape pressed in between did nothing.
 *
 * @param container - the menu's `details` element
 * @param close - closes it
 */
function useDismissal(container: RefObject<HTMLDetailsElement | null>, close: () => void): void {
  useEffect(() => {
    const isOpen = (): boolean => container.current?.open === true;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || !isOpen()) return;
      close();
      container.current?.querySelector<HTMLElement>('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent): void => {
      if (isOpen() && event.target instanceof Node && !container.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [container, close]);
}

/** A `details` menu: the element the browser opens and closes itself, and what React adds. */
export interface DetailsMenu {
  readonly open: boolean;
  /** Closes the menu (a link in it was followed). */
  readonly close: () => void;
  readonly detailsRef: RefObject<HTMLDetailsElement | null>;
}

/**
 * A menu built on `<details>`/`<summary>`, so that it opens with no JavaScript at all (before the
 * page hydrates, or without it): the browser owns the open state and announces it. Once hydrated,
 * React mirrors that state (including a menu opened before hydration) and adds what HTML lacks:
 * Escape closes it and returns focus to its summary, and a press outside closes it.
 *
 * @returns the open state, `close`, and the ref for the `details` element
 */
export function useDetailsMenu(): DetailsMenu {
  const detailsRef = useRef<HTMLDetailsElement | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, []);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return undefined;
    const mirror = (): void => setOpen(details.open);
    // Opened before hydration: the browser did it, React learns it now.
    mirror();
    details.addEventListener('toggle', mirror);
    return () => details.removeEventListener('toggle', mirror);
  }, []);

  useDismissal(detailsRef, close);

  return { open, close, detailsRef };
}
