import { Breakpoints } from '@innerway/domain';

/** Library grid: 1 column at 760 or below, 2 above, 3 from 1500 (inclusive, 'from'). */
export function libraryColumns(width: number): 1 | 2 | 3 {
  if (width >= Breakpoints.libraryThreeColumns) return 3;
  if (width <= Breakpoints.small) return 1;
  return 2;
}
