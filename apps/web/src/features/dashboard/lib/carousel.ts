import { Layout } from '@innerway/domain';
import { widthClassOf } from '../../../lib/width-class';

/** The dashboard carousel shows 1, 2 or 3 topics per page. */
const CarouselMaxItemsPerPage = 3;

export interface TCarouselMeasure {
  /** The window's width: it picks the small-screen layout. */
  screenWidth: number;
  /** The carousel's own box, padding included. */
  containerWidth: number;
  /** Padding on each side of the container. */
  padding: number;
}

/**
 * Small screens: the screen width minus 60 (one card with the next one peeking in). Otherwise the
 * larger of 375 and a third of the container's inner width.
 */
export function carouselItemWidth(measure: TCarouselMeasure): number {
  if (widthClassOf(measure.screenWidth) === 'small') {
    return Math.max(0, measure.screenWidth - Layout.carouselSmallOffset);
  }
  const inner = measure.containerWidth - 2 * measure.padding;
  return Math.max(Layout.carouselItemMin, inner / CarouselMaxItemsPerPage);
}

/** How many whole items fit the inner width, between 1 and 3. */
export function carouselItemsPerPage(measure: TCarouselMeasure): 1 | 2 | 3 {
  const itemWidth = carouselItemWidth(measure);
  const inner = measure.containerWidth - 2 * measure.padding;
  const fit = itemWidth > 0 ? Math.floor(inner / itemWidth) : 1;
  return Math.min(CarouselMaxItemsPerPage, Math.max(1, fit)) as 1 | 2 | 3;
}
