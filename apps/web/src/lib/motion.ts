/**
 * Whether the person asked their system for less motion. The stylesheet's global rule
 * (styles/global.css) stops CSS animations and smooth scrolling; code that moves the page
 * itself (scrollTo, scrollIntoView) asks here.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
