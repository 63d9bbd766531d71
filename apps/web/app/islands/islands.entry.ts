import { pageLanguage } from '../i18n/language.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { loadWebStrings } from './web-strings-stand-in.ts';

// The islands build's entry: on a page pre-rendered as islands (a route handle `ISLANDS`), the
// hydration trigger evaluates this module in place of React Router's (HYDRATE-001's schedule).
// The page's strings come first (ISLAND-004); the trigger has preloaded them with the entry.
void loadWebStrings(pageLanguage(window.location.pathname)).then(() => hydrateIslands(document));
