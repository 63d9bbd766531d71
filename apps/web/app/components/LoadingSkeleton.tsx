import type { ReactNode } from 'react';

/**
 * Where content is on its way: grey lines in its shape (hidden from screen readers), announced
 * once as a status with what is loading, the region marked busy.
 *
 * @param props - what is loading (the announcement and the region's name), a test id, an extra
 *   class, and the placeholder shapes
 * @returns the busy region
 */
export function LoadingSkeleton({ label, testId, className, children }: { readonly label: string; readonly testId: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <section className={className} aria-busy="true" aria-label={label} data-testid={testId}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </section>
  );
}

/**
 * The lines of one placeholder card: a title, then full lines, then a short one.
 *
 * @param props - how many full lines
 * @returns the lines
 */
export function SkeletonLines({ lines }: { readonly lines: number }) {
  return (
    <>
      <span className="skeleton-line skeleton-line--title" />
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton-line" />
      ))}
      <span className="skeleton-line skeleton-line--short" />
    </>
  );
}
