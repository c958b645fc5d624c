import { useSyncExternalStore } from 'react';
import { Breakpoints } from '@innerway/domain';

/**
 * Every width a layout rule draws its line at: each of the domain's breakpoints and the pixel below
 * it, so that rules reading 'up to b' (widthClassOf, isTouchWidth) and 'from b' (libraryColumns)
 * both come out right. Ascending.
 */
const lines = [...new Set(Object.values(Breakpoints).flatMap((width) => [width - 1, width]))].sort((a, b) => a - b);

let lists: MediaQueryList[] | undefined;

// The same queries as the CSS `@media (--small)` names (vite.config.ts). Media queries, not
// `innerWidth`: on phones `innerWidth` follows the zoomable viewport and can change with the
// page's own content (a loop of re-layouts), while media queries read the stable layout width.
function mediaLists(): MediaQueryList[] {
  lists ??= lines.map((width) => window.matchMedia(`(max-width: ${width}px)`));
  return lists;
}

// jsdom has no matchMedia: there the tests set `innerWidth` and send `resize`.
const hasMatchMedia = () => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) {
    window.addEventListener('resize', onChange);
    return () => window.removeEventListener('resize', onChange);
  }
  for (const list of mediaLists()) list.addEventListener('change', onChange);
  return () => {
    for (const list of mediaLists()) list.removeEventListener('change', onChange);
  };
}

function snapshot(): number {
  if (!hasMatchMedia()) return window.innerWidth;
  const band = mediaLists().findIndex((list) => list.matches);
  return band === -1 ? Number.POSITIVE_INFINITY : lines[band]!;
}

/**
 * The viewport's width for the domain's layout rules (`widthClassOf`, `isTouchWidth`,
 * `libraryColumns`), read through media queries, so that script and CSS always agree on the
 * layout. It is exact to the breakpoints only: the widest width of the band between two
 * breakpoints that the viewport is in (infinity above them all), so a resize re-renders only when
 * it crosses one. Not for measuring: `layoutViewportWidth()` gives pixels.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * The width the page lays out in, in CSS pixels (the layout viewport less a classic scrollbar):
 * unlike `innerWidth`, it does not grow when a phone zooms out over content that overflows.
 * Where nothing is laid out (jsdom), `innerWidth`.
 */
export function layoutViewportWidth(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}
