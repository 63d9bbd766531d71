import { hydrateIslands } from './hydrate-islands.tsx';

// The islands build's entry: on a page pre-rendered as islands (a route handle `ISLANDS`), the
// hydration trigger evaluates this module in place of React Router's (HYDRATE-001's schedule).
hydrateIslands(document);
