/** One figure of {@link StickySummary}: what it is and its formatted value. */
export interface SummaryFigure {
  readonly label: string;
  readonly value: string;
  /** Names the figure for the browser tests (`summary-emi`, …). */
  readonly testId: string;
}

/**
 * The calculator's answer kept in sight on a phone: a bar pinned to the bottom of the screen while
 * the fields scroll past, so the EMI can be read while a slider moves. It is the last child of the
 * fields' box and sticks within it (`position: sticky`), so it leaves with the fields and never
 * covers the full results below them; from 64rem up, where the results sit beside the fields, CSS
 * hides it. It repeats figures the results panel already announces, so it is not a live region.
 *
 * @param props - the figures, first the EMI
 * @returns the summary bar
 */
export function StickySummary({ figures }: { readonly figures: readonly SummaryFigure[] }) {
  return (
    <dl className="calculator__summary">
      {figures.map((figure) => (
        <div key={figure.testId}>
          <dt>{figure.label}</dt>
          {/* A shared link's figures may be painted before hydration (SHARE-PAINT-001). */}
          <dd data-testid={figure.testId} suppressHydrationWarning>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
