/** The route handle of a page that is an application shell and so hydrates once painted (HYDRATE-005). */
export interface HydrateAtOnceHandle {
  readonly hydrateAtOnce: true;
}

/**
 * The handle a route exports when its pre-rendered page shows nothing useful without the app
 * (the dashboard, loan details, a sanction letter, the journey, a consent link): its modules load
 * as soon as the page has painted instead of waiting for the visitor to act.
 *
 * @example
 * export const handle = HYDRATE_AT_ONCE;
 */
export const HYDRATE_AT_ONCE: HydrateAtOnceHandle = { hydrateAtOnce: true };

/**
 * Whether a route's handle asks for hydration at once.
 *
 * @param handle - a route module's `handle` export, whatever it is
 * @returns true for `HYDRATE_AT_ONCE`
 */
export function hydratesAtOnce(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Partial<HydrateAtOnceHandle>).hydrateAtOnce === true;
}
