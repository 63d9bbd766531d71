import { memo } from 'react';
import { useLanguage } from '../../i18n/language.ts';
import { DeferredPart } from '../../widgets/DeferredPart.tsx';
import { OnDemandPart } from '../../widgets/OnDemandPart.tsx';
import type { NewCarCostProps } from './NewCarCost.tsx';
import type { NewCarFinderProps } from './NewCarFinder.tsx';
// The finder's look is the page's from its first paint, before its code is in.
import './new-car.css';

// The new-car finder and the priced car's cost, loaded when the visitor reaches for the finder:
// most visitors of the car loan calculator type an amount and never open it.

const loadCost = () => import('./NewCarCost.tsx').then((module) => module.NewCarCost);

const loadFinder = () => {
  // What the finder needs once it is in, fetched beside it, not before it: its machine (which it
  // would otherwise import only as it hydrates) and the cost it shows once a car is priced. A
  // failure of either shows where it is used.
  void import('./new-car-runtime.ts').catch(() => undefined);
  void loadCost().catch(() => undefined);
  return import('./NewCarFinder.tsx').then((module) => module.NewCarFinder);
};

/** What reaching for the finder is: a pointer over or on it, or the focus moving into it. */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Resolves once the visitor reaches for the finder; at once when a field of it already has the
 * focus (tapped while the page loaded), or when nothing of it is on screen: the app, not the
 * pre-rendered page, put it there (the visitor came back to the New car tab), so it is wanted now.
 *
 * Heard on the document, as the event goes down to the finder: React's root, around the finder,
 * stops an event aimed at a part it has not hydrated, so the finder's place never hears it.
 */
const whenReachedFor = (place: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const page = place.ownerDocument;
    if (place.childElementCount === 0 || place.contains(page.activeElement)) {
      resolve();
      return;
    }
    const reached = (event: Event) => {
      if (!(event.target instanceof Node) || !place.contains(event.target)) return;
      for (const type of REACHING_EVENTS) page.removeEventListener(type, reached, true);
      resolve();
    };
    for (const type of REACHING_EVENTS) page.addEventListener(type, reached, true);
  });

/**
 * `NewCarFinder` whose code loads when the visitor reaches for it.
 *
 * @rule LOAD-CODE-006 The new-car finder's code (its fields, their words and the priced car's
 *   cost) loads when the visitor first reaches for it: a pointer over or on it, or the focus in it;
 *   its machine loads with it. Until then its fields are the pre-rendered HTML; a field tapped
 *   meanwhile keeps the focus, and is the finder's once its code is in (HYDRATE-009).
 * @spec §4 New car calculator flow
 * @param props - as `NewCarFinder`
 * @returns the finder's place
 */
export const LazyNewCarFinder = memo(function LazyNewCarFinder(props: NewCarFinderProps) {
  const { text } = useLanguage();
  // Memoised: the calculator re-renders as its figures change, and a finder whose props changed
  // before its code came would be rendered afresh, losing its pre-rendered fields.
  return (
    <DeferredPart
      className="new-car-finder__place"
      when={whenReachedFor}
      load={loadFinder}
      props={props}
      failure={{ lead: text.newCarFinderLoadFailed }}
      fallback={null}
    />
  );
});

/**
 * `NewCarCost` in the finder's chunks: it shows once the finder has priced a car, by when its code
 * is in (the finder fetches it).
 *
 * @param props - as `NewCarCost`
 * @returns the cost
 */
export function LazyNewCarCost(props: NewCarCostProps) {
  const { text } = useLanguage();
  return <OnDemandPart load={loadCost} props={props} failure={{ lead: text.newCarFinderLoadFailed }} />;
}
