import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { initialCarouselIndex, type TListedModuleSummary } from '@innerway/domain';
import { isTouchWidth } from '../../../lib/width-class';
import { prefersReducedMotion } from '../../../lib/motion';
import { layoutViewportWidth, useViewportWidth } from '../../../lib/viewport';
import { carouselItemsPerPage, carouselItemWidth, carouselPage, carouselStepTarget, type TCarouselPosition } from './carousel';

function paddingOf(element: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(element).paddingLeft) || 0;
}

/** The item nearest the start of the view, and whether the track is scrolled to either end. */
function positionOf(track: HTMLElement): TCarouselPosition {
  const start = track.scrollLeft + paddingOf(track);
  let index = 0;
  let best = Number.POSITIVE_INFINITY;
  Array.from(track.children).forEach((item, position) => {
    const distance = Math.abs((item as HTMLElement).offsetLeft - start);
    if (distance < best) {
      best = distance;
      index = position;
    }
  });
  return { index, atStart: track.scrollLeft <= 1, atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 2 };
}

/**
 * The topic carousel's measuring and scrolling: the item width of the domain rule set on the
 * track, how many items a page shows, where the track is scrolled (read from the track itself:
 * after the first scroll to the first topic under 100 %, swipes, scrolls and resizes), and going
 * to an item.
 */
export function useTopicCarousel(topics: readonly TListedModuleSummary[]) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [perPage, setPerPage] = useState<1 | 2 | 3>(1);
  const [initialIndex] = useState(() => initialCarouselIndex(topics.map((topic) => topic.user_percent_complete)));
  // Until the track is first read (before the first paint): where the initial scroll aims.
  const [position, setPosition] = useState<TCarouselPosition>({ index: initialIndex, atStart: initialIndex === 0, atEnd: false });
  const frame = useRef(0);
  // Dots are for non-touch web (spec section 2): the spec's touch rule is by width (768 or
  // below), and the CSS also hides them where the pointer is coarse or cannot hover.
  const touch = isTouchWidth(useViewportWidth());

  const count = topics.length;
  const lastStart = Math.max(0, count - perPage);
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  // At the end of the track the last page cannot bring its first item to the start.
  const index = position.atEnd ? Math.max(position.index, lastStart) : position.index;
  const currentPage = carouselPage(position, perPage, count);

  // The item width of the rule, measured in pixels against the screen and the track, reaches the
  // CSS as a custom property set through the CSSOM (the CSP forbids inline style attributes).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const box = { screenWidth: layoutViewportWidth(), containerWidth: track.clientWidth, padding: paddingOf(track) };
      track.style.setProperty('--carousel-item-width', `${carouselItemWidth(box)}px`);
      setPerPage(carouselItemsPerPage(box));
      // New item widths move the items under the view.
      setPosition(positionOf(track));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(track);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const scrollToItem = useCallback((target: number, smooth: boolean) => {
    const track = trackRef.current;
    const item = track?.children[target];
    if (!track || !(item instanceof HTMLElement)) return;
    const left = item.offsetLeft - paddingOf(track);
    const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? 'smooth' : 'instant';
    if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior });
    else track.scrollLeft = left;
  }, []);

  // Once, before the first paint, so the person never sees the carousel jump; the track may stop
  // short of the item (near the end), so where it is comes from the track.
  useLayoutEffect(() => {
    scrollToItem(initialIndex, false);
    const track = trackRef.current;
    if (track) setPosition(positionOf(track));
  }, [initialIndex, scrollToItem]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Swipes and scrolls move the dots.
  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const track = trackRef.current;
      if (track) setPosition(positionOf(track));
    });
  };

  const goTo = (target: number) => {
    const clamped = Math.min(Math.max(0, target), lastStart);
    // Shown at once; the scroll events confirm it as the track moves.
    setPosition({ index: clamped, atStart: clamped === 0, atEnd: clamped === lastStart });
    scrollToItem(clamped, true);
  };

  return {
    trackRef,
    goBack: () => goTo(carouselStepTarget(index, -1, perPage, count)),
    goOn: () => goTo(carouselStepTarget(index, 1, perPage, count)),
    touch,
    index,
    perPage,
    pageCount,
    currentPage,
    canGoBack: !position.atStart,
    canGoOn: !position.atEnd,
    onScroll,
    goTo,
  };
}
