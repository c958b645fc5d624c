import { describe, expect, it } from 'vitest';
import { initialCarouselIndex } from './carousel-start.ts';

describe('initialCarouselIndex', () => {
  it('starts at the first topic below 100 percent', () => {
    expect(initialCarouselIndex([100, 100, 40, 0])).toBe(2);
    expect(initialCarouselIndex([0, 100])).toBe(0);
  });

  it('starts at the first topic when all are done or none exist', () => {
    expect(initialCarouselIndex([100, 100])).toBe(0);
    expect(initialCarouselIndex([])).toBe(0);
  });
});
