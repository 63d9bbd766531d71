import type { ReactNode } from 'react';

/** The attribute that names an island's part, for the islands entry to find it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The attribute that holds an island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** The site-wide parts every page renders around its own, each an island of its own on an islands page. */
export type SiteIslandName = 'site-header' | 'site-footer' | 'login-gate' | 'chat-launcher' | 'session-bridge';

/**
 * The element around a part of the page that hydrates on its own on an islands page (decision
 * 0021): it names the part and holds its props, for the islands entry. It generates no box of its
 * own (`display: contents`), so the part lays out as if it had no wrapper; a routed page hydrates
 * it like any other element.
 *
 * @param props - the part's name, its props (JSON-serialisable) and the part rendered with them
 * @returns the container
 */
export function Island({ name, props, children }: { readonly name: SiteIslandName; readonly props?: object; readonly children: ReactNode }) {
  return (
    <div className="island" {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: props === undefined ? undefined : JSON.stringify(props) }}>
      {children}
    </div>
  );
}
