import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ChatLauncher } from '../chatbot/ChatLauncher.tsx';
import { LoginGate } from '../components/LoginGate.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { SiteHeader } from '../components/SiteHeader.tsx';
import { HYDRATED_EVENT } from '../hydration/hydration-trigger.ts';
import { addressCarriesState, nearViewport } from '../hydration/near-viewport.ts';
import { SessionBridge } from '../session/SessionBridge.tsx';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_NEAR_ATTRIBUTE, type IslandName, type PageIslandName, type SiteIslandName } from './island.tsx';

/**
 * How an islands page hydrates (decision 0021): each part the page marked with `Island` hydrates on
 * a root of its own, without the router (the islands build points `react-router` at
 * `router-stand-in.ts`). The rest of the page is HTML and stays so. `islands.entry.ts` runs it.
 */

/**
 * A part's code, as the entry finds it: a site-wide part's is in the entry; a page's own part's
 * loads when the page has that part, so a legal page carries none of an article's.
 */
export type PartCode = { readonly component: ComponentType<never> } | { readonly load: () => Promise<ComponentType<never>> };

/** The site-wide parts, in the entry: every page has them. */
export const SITE_PARTS: Readonly<Record<SiteIslandName, PartCode>> = {
  'site-header': { component: SiteHeader },
  'site-footer': { component: SiteFooter },
  'login-gate': { component: LoginGate },
  'chat-launcher': { component: ChatLauncher },
  'session-bridge': { component: SessionBridge },
};

/** A page's own parts, each loaded when the page has it. */
export const PAGE_PARTS: Readonly<Record<PageIslandName, PartCode>> = {
  'share-buttons': { load: () => import('../widgets/ShareButtons.tsx').then((module) => module.ShareButtons) },
  'blog-form': { load: () => import('../resources/BlogForm.tsx').then((module) => module.BlogForm) },
  'recommended-articles': { load: () => import('../resources/BlogCards.tsx').then((module) => module.RecommendedArticles) },
  'city-modal': { load: () => import('../widgets/CityModal.tsx').then((module) => module.CityModal) },
  'faq-accordion': { load: () => import('../content/FaqAccordion.tsx').then((module) => module.FaqAccordion) },
  'personal-loan-calculator': { load: () => import('../calculators/LazyPersonalLoanCalculator.tsx').then((module) => module.LazyPersonalLoanCalculator) },
  'refinance-card': { load: () => import('../resources/RefinanceCard.tsx').then((module) => module.RefinanceCard) },
  'car-emi-calculator': { load: () => import('../calculators/CarEmiCalculator.tsx').then((module) => module.CarEmiCalculator) },
  'two-wheeler-calculator': { load: () => import('../calculators/TwoWheelerCalculator.tsx').then((module) => module.TwoWheelerCalculator) },
  'contact-form': { load: () => import('../components/ContactFormGate.tsx').then((module) => module.ContactFormGate) },
};

/** Every part an islands page may mark, by its name. */
export const ISLAND_PARTS: Readonly<Record<IslandName, PartCode>> = { ...SITE_PARTS, ...PAGE_PARTS };

/**
 * Hydrates every island of the page, and tells the page once all of them are in React's hands
 * (`HYDRATED_EVENT`, as root.tsx does on a routed page). A site-wide part hydrates at once; a
 * page's own part as soon as its code has loaded, all of them asked for together; a part marked
 * `whenNear` once it comes near the viewport.
 *
 * @rule ISLAND-001 On an islands page every element marked `data-island` hydrates its named part,
 *   with the props it holds, on a React root of its own, and the page hears `rinn:hydrated` once
 *   every one of them has committed; a mark naming no part is an error of the build, not skipped.
 * @rule ISLAND-005 An island marked to hydrate when near loads its code and hydrates only once it
 *   comes within a screen's height of the viewport, whenever that is, and the page's
 *   `rinn:hydrated` does not wait for it; on an address with a query or a hash it hydrates with
 *   the page.
 * @param page - the document
 * @param parts - the parts by name ({@link ISLAND_PARTS})
 * @returns once the code of every part not marked `whenNear` has loaded and its hydration has started
 */
export async function hydrateIslands(page: Document, parts: Readonly<Record<string, PartCode>> = ISLAND_PARTS): Promise<void> {
  // An address with a query or a hash may carry a part's state (a shared calculator link), which
  // only the part can show: then every part hydrates with the page, as HYDRATE-001 has it.
  const nearOnly = !addressCarriesState(page.location);
  const islands = [...page.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].map((mark) => {
    const name = mark.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const code = parts[name];
    if (code === undefined) throw new Error(`The page marks an island "${name}" that the islands entry does not know.`);
    return { mark, name, code, whenNear: nearOnly && mark.hasAttribute(ISLAND_WHEN_NEAR_ATTRIBUTE) };
  });
  let waiting = islands.filter((island) => !island.whenNear).length;
  const committed = () => {
    waiting -= 1;
    if (waiting === 0) window.dispatchEvent(new Event(HYDRATED_EVENT));
  };
  if (waiting === 0) window.dispatchEvent(new Event(HYDRATED_EVENT));
  const hydrate = (mark: HTMLElement, name: string, Part: ComponentType<object>, onCommit: () => void) => {
    const props = JSON.parse(mark.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    hydrateRoot(
      mark,
      <Committed onCommit={onCommit}>
        <Part {...props} />
      </Committed>,
      // Each root numbers its useId ids apart from the others.
      { identifierPrefix: `${name}-` },
    );
  };
  const start = ({ mark, name, code }: (typeof islands)[number], onCommit: () => void): Promise<void> => {
    if ('component' in code) {
      hydrate(mark, name, code.component as ComponentType<object>, onCommit);
      return Promise.resolve();
    }
    return code.load().then((Part) => hydrate(mark, name, Part as ComponentType<object>, onCommit));
  };
  const loading: Promise<void>[] = [];
  for (const island of islands) {
    // The mark itself generates no box (`display: contents`): its elements are what is on screen.
    if (island.whenNear) void nearViewport(island.mark.children).then(() => start(island, () => {}));
    else loading.push(start(island, committed));
  }
  await Promise.all(loading);
}

function Committed({ onCommit, children }: { readonly onCommit: () => void; readonly children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
