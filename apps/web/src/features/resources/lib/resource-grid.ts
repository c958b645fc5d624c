import type { TWidthClass } from '../../../lib/width-class';

/**
 * Resource grid: 1 column on small screens, 3 on extra-large ones, otherwise the spec's default
 * of 2 (also when the width class is not known yet, e.g. before the first measure).
 */
export function resourceGridColumns(widthClass: TWidthClass | null | undefined): 1 | 2 | 3 {
  if (widthClass === 'small') return 1;
  if (widthClass === 'xl') return 3;
  return 2;
}

/** Related resources on topic detail: 2 columns on large screens and wider, else 1. */
export function relatedResourceColumns(widthClass: TWidthClass): 1 | 2 {
  return widthClass === 'large' || widthClass === 'xl' ? 2 : 1;
}
