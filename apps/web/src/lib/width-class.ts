import { Breakpoints } from '@innerway/domain';

export type TWidthClass = 'small' | 'medium' | 'large' | 'xl';

/**
 * The four width classes. Each breakpoint is the largest width of its class (small is up to and
 * including 760), the same 'at 760 or below' reading the spec gives for the library's one column,
 * so a 760-wide window has one layout everywhere.
 */
export function widthClassOf(width: number): TWidthClass {
  if (width <= Breakpoints.small) return 'small';
  if (width <= Breakpoints.medium) return 'medium';
  if (width <= Breakpoints.large) return 'large';
  return 'xl';
}

/**
 * Touch layout at 768 or below: inclusive like the other breakpoints, which also puts a 768-wide
 * tablet held upright on the touch side.
 */
export function isTouchWidth(width: number): boolean {
  return width <= Breakpoints.touch;
}
