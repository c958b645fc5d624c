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

/** Where the track is scrolled: the item nearest its start, and whether it is at either end. */
export interface TCarouselPosition {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * The page dot to mark for a scroll position. Pages start every `perPage` items, the last one
 * where the last item ends the track. The first dot is marked only at the start and the last only
 * at the end, so the dots agree with 'previous' and 'next' (enabled unless at that end); in
 * between, the page that starts nearest the item at the start of the view.
 */
export function carouselPage(position: TCarouselPosition, perPage: number, count: number): number {
  const starts = pageStarts(perPage, count);
  const lastPage = starts.length - 1;
  if (position.atEnd) return lastPage;
  if (position.atStart) return 0;
  let nearest = 0;
  starts.forEach((start, page) => {
    if (Math.abs(start - position.index) < Math.abs(starts[nearest]! - position.index)) nearest = page;
  });
  return starts.length > 2 ? Math.min(Math.max(nearest, 1), lastPage - 1) : nearest;
}

/** Where each page starts: every `perPage` items, the last where the last item ends the track. */
function pageStarts(perPage: number, count: number): number[] {
  const lastStart = Math.max(0, count - perPage);
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  return Array.from({ length: pageCount }, (_, page) => Math.min(page * perPage, lastStart));
}

/**
 * Where 'previous' (-1) or 'next' (+1) goes from the item at the start of the view: the start of
 * the page before or after it. So each dot always stands for the same topics, even when the
 * carousel opened between two pages (scrolled to the first topic under 100 %).
 */
export function carouselStepTarget(index: number, direction: -1 | 1, perPage: number, count: number): number {
  const starts = pageStarts(perPage, count);
  if (direction === 1) return starts.find((start) => start > index) ?? starts.at(-1)!;
  return starts.findLast((start) => start < index) ?? 0;
}
