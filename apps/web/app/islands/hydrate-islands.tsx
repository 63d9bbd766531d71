import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ChatLauncher } from '../chatbot/ChatLauncher.tsx';
import { LoginGate } from '../components/LoginGate.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { SiteHeader } from '../components/SiteHeader.tsx';
import { HYDRATED_EVENT } from '../hydration/hydration-trigger.ts';
import { SessionBridge } from '../session/SessionBridge.tsx';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type SiteIslandName } from './island.tsx';

/**
 * How an islands page hydrates (decision 0021): each part the page marked with `Island` hydrates on
 * a root of its own, without the router (the islands build points `react-router` at
 * `router-stand-in.ts`). The rest of the page is HTML and stays so. `islands.entry.ts` runs it.
 */

/** Every part an islands page may mark, by its name. */
export const ISLAND_PARTS: Readonly<Record<SiteIslandName, ComponentType<never>>> = {
  'site-header': SiteHeader,
  'site-footer': SiteFooter,
  'login-gate': LoginGate,
  'chat-launcher': ChatLauncher,
  'session-bridge': SessionBridge,
};

/**
 * Hydrates every island of the page, and tells the page once all of them are in React's hands
 * (`HYDRATED_EVENT`, as root.tsx does on a routed page).
 *
 * @rule ISLAND-001 On an islands page every element marked `data-island` hydrates its named part,
 *   with the props it holds, on a React root of its own, and the page hears `rinn:hydrated` once
 *   every one of them has committed; a mark naming no part is an error of the build, not skipped.
 * @param page - the document
 * @param parts - the parts by name ({@link ISLAND_PARTS})
 */
export function hydrateIslands(page: Document, parts: Readonly<Record<string, ComponentType<never>>> = ISLAND_PARTS): void {
  const marks = [...page.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  let waiting = marks.length;
  const committed = () => {
    waiting -= 1;
    if (waiting === 0) window.dispatchEvent(new Event(HYDRATED_EVENT));
  };
  for (const mark of marks) {
    const name = mark.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const Part = parts[name] as ComponentType<object> | undefined;
    if (Part === undefined) throw new Error(`The page marks an island "${name}" that the islands entry does not know.`);
    const props = JSON.parse(mark.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    hydrateRoot(
      mark,
      <Committed onCommit={committed}>
        <Part {...props} />
      </Committed>,
      // Each root numbers its useId ids apart from the others.
      { identifierPrefix: `${name}-` },
    );
  }
  if (marks.length === 0) window.dispatchEvent(new Event(HYDRATED_EVENT));
}

function Committed({ onCommit, children }: { readonly onCommit: () => void; readonly children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
