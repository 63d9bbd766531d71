import { useId } from 'react';
import { addressCarriesState, nearViewport } from '../hydration/near-viewport.ts';
import { useLanguage } from '../i18n/language.ts';
import { DeferredPart } from '../widgets/DeferredPart.tsx';
import type { ScheduleSectionProps } from './ScheduleSection.tsx';

const loadSchedule = () => import('./ScheduleSection.tsx').then((module) => module.ScheduleSection);

/**
 * How near the schedule's place must come: within half a screen's height. What a visitor reads
 * first of it, the heading and the part-payment simulator, is pre-rendered; its code and the chart
 * and years it draws need one round trip and a render, which half a screen of scrolling leaves
 * time for. A whole screen, as islands have, loaded it with the page on a phone where the
 * calculator has no new-car finder above it (the two-wheeler calculator).
 */
const SCHEDULE_NEAR_MARGIN = '50% 0px';

/** Once the schedule's place comes near the viewport; at once on an address that may carry a loan, or in a browser that cannot tell. */
const whenNear = (place: HTMLElement): Promise<void> =>
  typeof IntersectionObserver === 'undefined' || addressCarriesState(window.location) ? Promise.resolve() : nearViewport([place], SCHEDULE_NEAR_MARGIN);

/**
 * A calculator's repayment schedule (`ScheduleSection`), in its place below the calculator, with its
 * code (the part-payment simulator, the year chart, the schedule's arithmetic and the CSV) loaded
 * once the visitor comes near it. On a phone it is two screens down, and most visitors read the
 * EMI and leave: the calculator answers without it.
 *
 * @rule LOAD-CODE-005 A calculator's repayment schedule loads its code once its place comes
 *   within half a screen's height of the viewport, or with the page on an address with a query or a
 *   hash (a shared link shows its loan's schedule). Until then its pre-rendered part (the heading
 *   and the part-payment simulator) stays as HTML, keeping what is typed into it (HYDRATE-009); a
 *   calculator changed meanwhile shows the heading and that the schedule is loading in its place;
 *   a failed load says so there, with Try again (LOAD-CODE-002).
 * @spec §2 Calculators (repayment schedule)
 * @param props - as `ScheduleSection` takes them
 * @returns the schedule's place
 */
export function LazyScheduleSection(props: ScheduleSectionProps) {
  const { text } = useLanguage();
  return (
    <DeferredPart
      className="calculator__schedule"
      when={whenNear}
      load={loadSchedule}
      props={props}
      failure={{ lead: text.scheduleLoadFailed }}
      fallback={<ScheduleShell />}
    />
  );
}

/** The schedule's heading and that it is loading: what a calculator changed before the schedule's code came shows in its place. */
function ScheduleShell() {
  const { text } = useLanguage();
  const headingId = useId();
  return (
    <section className="schedule" aria-labelledby={headingId} aria-busy="true">
      <h2 id={headingId}>{text.scheduleHeading}</h2>
      <p className="schedule__loading">{text.scheduleLoading}</p>
    </section>
  );
}
