import { useSyncExternalStore } from 'react';
import { Breakpoints, widthClassOf, type TWidthClass } from '@innerway/domain';

// The same queries as the CSS `@media (--small)` names (vite.config.ts). Media queries, not
// `innerWidth`: on phones `innerWidth` follows the zoomable visual viewport and can change with
// the page's own content (a loop of re-layouts), while media queries read the stable layout width.
const queries: [TWidthClass, string][] = [
  ['small', `(max-width: ${Breakpoints.small}px)`],
  ['medium', `(max-width: ${Breakpoints.medium}px)`],
  ['large', `(max-width: ${Breakpoints.large}px)`],
];

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  const lists = queries.map(([, query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function snapshot(): TWidthClass {
  // jsdom has no matchMedia: the tests set innerWidth instead.
  if (typeof window.matchMedia !== 'function') return widthClassOf(window.innerWidth);
  return queries.find(([, query]) => window.matchMedia(query).matches)?.[0] ?? 'xl';
}

/**
 * The window's width class (spec section 1), as a string snapshot, so that a resize re-renders
 * only when the class changes.
 */
export function useWidthClass(): TWidthClass {
  return useSyncExternalStore(subscribe, snapshot);
}
