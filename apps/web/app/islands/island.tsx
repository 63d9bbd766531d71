import type { ComponentType } from 'react';

/** The attribute that names an island's part, for the islands entry to find it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute that holds an island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * The attribute of an island whose code loads, and which hydrates, only once it comes near the
 * viewport (ISLAND-005).
 */
export const ISLAND_WHEN_NEAR_ATTRIBUTE = 'data-island-when-near';

/** The site-wide parts every page renders around its own: on an islands page the entry holds their code. */
export type SiteIslandName = 'site-header' | 'site-footer' | 'login-gate' | 'chat-launcher' | 'session-bridge';

/** A page's own parts: on an islands page the entry loads each one's code when the page has it. */
export type PageIslandName =
  | 'share-buttons'
  | 'blog-form'
  | 'recommended-articles'
  | 'city-modal'
  | 'faq-accordion'
  | 'personal-loan-calculator'
  | 'refinance-card'
  | 'car-emi-calculator'
  | 'two-wheeler-calculator'
  | 'contact-form';

/** Every part an islands page can hydrate. */
export type IslandName = SiteIslandName | PageIslandName;

/**
 * A part of the page that hydrates on its own on an islands page (decision 0021), rendered with its
 * props inside an element that names it and holds those props as JSON, for the islands entry. The
 * element generates no box of its own (`display: contents`), so the part lays out as if it had no
 * wrapper; a routed page hydrates it like any other element.
 *
 * @param props - the part's name, its component and the props to render it with (JSON-serialisable);
 *   `whenNear` for a large part below the fold, whose code waits until the visitor scrolls towards it
 * @returns the part in its container
 * @example
 * <Island name="share-buttons" component={ShareButtons} props={{ url, title }} />
 */
export function Island<Props extends object>({
  name,
  component: Part,
  props,
  whenNear = false,
}: {
  readonly name: IslandName;
  readonly component: ComponentType<Props>;
  readonly props: Props;
  readonly whenNear?: boolean;
}) {
  const marks = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: Object.keys(props).length === 0 ? undefined : JSON.stringify(props),
    [ISLAND_WHEN_NEAR_ATTRIBUTE]: whenNear ? '' : undefined,
  };
  return (
    <div className="island" {...marks}>
      <Part {...props} />
    </div>
  );
}
