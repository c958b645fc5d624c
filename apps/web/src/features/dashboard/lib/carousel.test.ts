import { describe, expect, it } from 'vitest';
import { carouselItemsPerPage, carouselItemWidth, carouselPage, carouselStepTarget } from './carousel';

describe('carouselItemWidth', () => {
  it('is the screen width minus 60 on small screens', () => {
    expect(carouselItemWidth({ screenWidth: 390, containerWidth: 390, padding: 16 })).toBe(330);
    expect(carouselItemWidth({ screenWidth: 760, containerWidth: 760, padding: 16 })).toBe(700);
    expect(carouselItemWidth({ screenWidth: 40, containerWidth: 40, padding: 0 })).toBe(0);
  });

  it('is a third of the inner width, at least 375, on larger screens', () => {
    expect(carouselItemWidth({ screenWidth: 761, containerWidth: 761, padding: 20 })).toBe(375);
    expect(carouselItemWidth({ screenWidth: 1440, containerWidth: 1165, padding: 20 })).toBe(375);
    expect(carouselItemWidth({ screenWidth: 1440, containerWidth: 1166, padding: 20 })).toBeCloseTo(375.33, 2);
    expect(carouselItemWidth({ screenWidth: 1920, containerWidth: 1400, padding: 25 })).toBe(450);
  });
});

describe('carouselItemsPerPage', () => {
  it('shows 1 on small screens', () => {
    expect(carouselItemsPerPage({ screenWidth: 390, containerWidth: 390, padding: 16 })).toBe(1);
  });

  it('shows 2 when a third would be under 375', () => {
    expect(carouselItemsPerPage({ screenWidth: 900, containerWidth: 860, padding: 20 })).toBe(2);
  });

  it('shows 1 when even two do not fit', () => {
    expect(carouselItemsPerPage({ screenWidth: 800, containerWidth: 700, padding: 20 })).toBe(1);
  });

  it('shows 3 when a third reaches 375', () => {
    expect(carouselItemsPerPage({ screenWidth: 1440, containerWidth: 1165, padding: 20 })).toBe(3);
    expect(carouselItemsPerPage({ screenWidth: 1440, containerWidth: 1164, padding: 20 })).toBe(2);
    expect(carouselItemsPerPage({ screenWidth: 1920, containerWidth: 1400, padding: 25 })).toBe(3);
  });
});

describe('carouselPage', () => {
  const between = (index: number) => ({ index, atStart: false, atEnd: false });

  it('marks the first page only at the start and the last only at the end', () => {
    // Eight topics, three to a page: pages start at items 0, 3 and 5.
    expect(carouselPage({ index: 0, atStart: true, atEnd: false }, 3, 8)).toBe(0);
    expect(carouselPage(between(1), 3, 8)).toBe(1);
    expect(carouselPage(between(4), 3, 8)).toBe(1);
    expect(carouselPage({ index: 4, atStart: false, atEnd: true }, 3, 8)).toBe(2);
  });

  it('marks the page that starts nearest the view in between', () => {
    expect(carouselPage(between(1), 1, 8)).toBe(1);
    expect(carouselPage(between(4), 2, 8)).toBe(2);
  });
});

describe('carouselStepTarget', () => {
  // 8 topics, 3 a page: the pages start at 0, 3 and 5 (the last one ends the track).
  it('goes to the start of the next or previous page, so a dot always stands for the same topics', () => {
    expect(carouselStepTarget(0, 1, 3, 8)).toBe(3);
    expect(carouselStepTarget(3, 1, 3, 8)).toBe(5);
    expect(carouselStepTarget(5, -1, 3, 8)).toBe(3);
    expect(carouselStepTarget(3, -1, 3, 8)).toBe(0);
  });

  it('from a view opened between two pages, goes to the page boundaries on either side', () => {
    expect(carouselStepTarget(1, 1, 3, 8)).toBe(3);
    expect(carouselStepTarget(1, -1, 3, 8)).toBe(0);
    expect(carouselStepTarget(4, 1, 3, 8)).toBe(5);
    expect(carouselStepTarget(4, -1, 3, 8)).toBe(3);
  });

  it('stays at either end', () => {
    expect(carouselStepTarget(5, 1, 3, 8)).toBe(5);
    expect(carouselStepTarget(0, -1, 3, 8)).toBe(0);
    expect(carouselStepTarget(0, 1, 1, 8)).toBe(1);
  });
});
