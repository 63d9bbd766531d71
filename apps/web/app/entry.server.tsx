import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { apiAddress } from '@rinn/api-client';
import { withSharedLinkPainter } from './calculators/shared-link-paint.ts';
import { withStoredGreeting } from './dashboard/stored-greeting.ts';
import { pageLanguage } from './i18n/language.ts';
import { islandsBuild } from 'virtual:rinn-islands-build';
import { deferHydration, deferIslands } from './hydration/defer-hydration.ts';
import { firstCallPath, isAppShell, prerendersAsIslands } from './hydration/route-handle.ts';
import { API_BASE_URL } from './session/api-base-url.ts';
import { SESSION_STORAGE_KEY } from './session/browser-token-store.ts';
import { withEarlyRequest } from './session/early-request.ts';
import { NOT_FOUND_PATH } from './prerender-paths.ts';

/**
 * Renders a page to HTML. The site is pre-rendered at build time only (`ssr: false`), so this runs
 * in the build, never in production, and waits for the whole page instead of streaming it. Content
 * pages hydrate once the browser is idle after load; application shells and the SPA fallback once they have painted
 * (HYDRATE-005); the dashboard paints the stored customer's greeting into its first paint
 * (DASH-GREET-001), and a calculator page paints a shared link's figures into its first paint
 * (SHARE-PAINT-001).
 *
 * @rule HYDRATE-012 A pre-rendered page holds each of its parts in place, lazy parts included (the
 *   personal-loan calculator of the product and bank EMI pages): no part waits in a hidden element
 *   for an inline script to reveal it, so it reads the same with JavaScript off.
 * @param request - the page's request
 * @param status - the status React Router chose
 * @param headers - headers React Router set
 * @param context - the router's context
 * @returns the HTML response
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext): Promise<Response> {
  let renderStatus = status;
  const { prelude } = await prerender(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    // React outlines a Suspense boundary whose HTML passes this many bytes from where it stands:
    // it writes the fallback there and the content at the end, in a hidden element that an inline
    // script moves into place. So the personal-loan calculator (a lazy part, ~20 kB of HTML) was
    // invisible to a reader without JavaScript. A page made once, at build time, has no reason to
    // be progressive: every part is written where it belongs (HYDRATE-012).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      renderStatus = 500;
      console.error(error);
    },
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  const html = await new Response(prelude).text();
  const appShell = context.isSpaMode || context.staticHandlerContext.matches.some((match) => isAppShell(match.route.handle));
  const notFound = new URL(request.url).pathname.replace(/\/$/, '') === NOT_FOUND_PATH;
  const earlyPath = context.isSpaMode ? null : (context.staticHandlerContext.matches.map((match) => firstCallPath(match.route.handle)).find((path) => path !== null) ?? null);
  // The early request goes first in the head, ahead of the greeting painter and the stylesheet.
  const withEarly = (page: string) => (earlyPath === null ? page : withEarlyRequest(page, apiAddress(API_BASE_URL, earlyPath), SESSION_STORAGE_KEY));
  const islandsPage = !context.isSpaMode && prerendersAsIslands(context.staticHandlerContext.matches.map((match): unknown => match.route.handle));
  const clientEntry = context.manifest.entry.module;
  const page = appShell
    ? deferHydration(withEarly(withStoredGreeting(html)), 'app-shell', clientEntry)
    : islandsPage
      ? deferIslands(withSharedLinkPainter(html), requireIslandsBuild(), pageLanguage(new URL(request.url).pathname))
      : deferHydration(withSharedLinkPainter(html), notFound ? 'not-found' : 'content', clientEntry);
  return new Response(page, { headers, status: renderStatus });
}

/** The islands build, which `npm run build` makes before pre-rendering; an islands page cannot be made without it. */
function requireIslandsBuild() {
  if (islandsBuild === null) throw new Error('An islands page is pre-rendered, but there is no islands build: run `npm run build` (vite build -c vite.islands.config.ts first).');
  return islandsBuild;
}
