import { useCallback, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { OnDemandPart, type PartFailureDisplay } from './OnDemandPart.tsx';

/** Props of {@link DeferredPart}. */
export interface DeferredPartProps<Props> {
  /** The class of the part's place, an element of its own around it. */
  readonly className: string;
  /**
   * When the part's code is wanted, given its place in the page: once it comes near the
   * viewport, once the visitor reaches for it.
   */
  readonly when: (place: HTMLElement) => Promise<void>;
  /** Imports the part's module and picks its component. */
  readonly load: () => Promise<ComponentType<Props>>;
  readonly props: Props;
  readonly failure: PartFailureDisplay;
  /** Shown in the part's place when it must render before its code is in (it was changed meanwhile). */
  readonly fallback: ReactNode;
}

/**
 * A part of a pre-rendered page whose code loads only when it is wanted ({@link DeferredPartProps.when}),
 * in a place of its own. Until then React keeps the part's pre-rendered HTML, which it hydrates
 * once the code is in (what was typed into it meanwhile is kept, HYDRATE-009). While the code is on
 * its way the place is `aria-busy`. The server, which has no visitor, renders the whole part.
 *
 * React keeps that HTML only while the part's props stay the same: props that change before the
 * code is in (a calculator's new figures) make React render the part afresh, showing `fallback`
 * until the code comes. A part whose props never change that way is wrapped in `memo`.
 *
 * @param props - see {@link DeferredPartProps}
 * @returns the part's place
 */
export function DeferredPart<Props extends object>({ className, when, load, props, failure, fallback }: DeferredPartProps<Props>) {
  const place = useRef<HTMLDivElement>(null);
  // The load starts as React first renders the part, before its place is in the DOM: it waits
  // for the commit, which puts the place there, and then for `when`.
  const [placed] = useState(() => {
    let resolve: (element: HTMLElement) => void = () => undefined;
    const promise = new Promise<HTMLElement>((settle) => (resolve = settle));
    return { promise, resolve };
  });
  useLayoutEffect(() => {
    if (place.current !== null) placed.resolve(place.current);
  }, [placed]);
  const deferredLoad = useCallback(async () => {
    if (typeof window === 'undefined') return load();
    const element = await placed.promise;
    await when(element);
    // Wanted: the place says so while the code is on its way (a page's CSS can show it at once).
    element.setAttribute('aria-busy', 'true');
    try {
      return await load();
    } finally {
      element.removeAttribute('aria-busy');
    }
  }, [placed, when, load]);
  return (
    <div ref={place} className={className}>
      <OnDemandPart load={deferredLoad} props={props} failure={failure} fallback={fallback} />
    </div>
  );
}
