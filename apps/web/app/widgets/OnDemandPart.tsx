import { Component, lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useLanguage } from '../i18n/language.ts';
import { failureMessage, importedModules, LoadFailure } from './load-failure.tsx';

/**
 * What an {@link OnDemandPart} shows when its part failed: the page's sentence ("We could not open
 * the chat.") with why and Try again, in the part's place or in `frame` (the chat panel's); or
 * nothing, for a part the spec hides when it fails (a card's vehicle box, §8).
 */
export type PartFailureDisplay = { readonly lead: string; readonly frame?: (failure: ReactNode) => ReactNode } | 'hidden';

interface OnDemandPartProps<Props> {
  /** Imports the part's module and picks its component. */
  readonly load: () => Promise<ComponentType<Props>>;
  readonly props: Props;
  readonly failure: PartFailureDisplay;
  /** Shown while the code loads; nothing by default. */
  readonly fallback?: ReactNode;
}

/**
 * A part of a page whose code loads on demand: the chat panel, the login, the contact form, the
 * personal-loan calculator, a dashboard card's vehicle box. When its code cannot be fetched, or it
 * fails as it renders, the failure is said in its place with Try again, which loads it afresh; the
 * rest of the page stays as it was. Without this, the error reached the route's error boundary,
 * and a dropped connection turned a whole page that had loaded into "Something went wrong".
 *
 * @rule LOAD-CODE-002 A part of a page whose code loads on demand and cannot be fetched (or fails
 *   as it renders) says so in its own place, with Try again, which loads it again; the rest of the
 *   page stays.
 * @param props - the loader, the part's props, how its failure shows, and its fallback
 * @returns the part, its fallback while it loads, or its failure
 */
export function OnDemandPart<Props extends object>({ load, props, failure, fallback = null }: OnDemandPartProps<Props>) {
  // React.lazy keeps a failed load for good, so Try again makes a new lazy component.
  const makePart = useCallback(() => lazy(async () => ({ default: await importedModules(load()) })), [load]);
  const [Part, setPart] = useState(makePart);
  const retry = useCallback(() => setPart(() => makePart()), [makePart]);
  return (
    <PartBoundary
      onRetry={retry}
      failure={(error, again) => {
        if (failure === 'hidden') return null;
        const said = <PartFailure lead={failure.lead} error={error} onRetry={again} />;
        return failure.frame === undefined ? said : failure.frame(said);
      }}
    >
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    </PartBoundary>
  );
}

/**
 * Why the part is not shown: a connection's failure as such; anything else (a fault in the part)
 * as try again later, never in the error's own words.
 */
function PartFailure({ lead, error, onRetry }: { readonly lead: string; readonly error: unknown; readonly onRetry: () => void }) {
  const { language } = useLanguage();
  return <LoadFailure message={failureMessage(lead, error, language)} onRetry={onRetry} />;
}

interface PartBoundaryProps {
  readonly children: ReactNode;
  readonly failure: (error: unknown, retry: () => void) => ReactNode;
  /** Called before the part renders again, to load it afresh. */
  readonly onRetry: () => void;
}

type PartBoundaryState = { readonly failed: { readonly error: unknown } | null };

/** Catches a part's failure (React has error boundaries only as class components). */
class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { failed: { error } };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: null });
  };

  override render() {
    const { failed } = this.state;
    return failed === null ? this.props.children : this.props.failure(failed.error, this.retry);
  }
}
