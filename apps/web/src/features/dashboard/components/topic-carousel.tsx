import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BannerSizes, initialCarouselIndex, type TModuleSummary } from '@innerway/domain';
import { carouselItemsPerPage, carouselItemWidth } from '../lib/carousel';
import { isTouchWidth } from '../../../lib/width-class';
import { layoutViewportWidth, useViewportWidth } from '../../../lib/viewport';
import { isLockedFor, TopicCard, topicHref } from '../../topics';
import styles from './topic-carousel.module.css';

export interface TopicCarouselProps {
  topics: readonly TModuleSummary[];
  viewer: { is_trial_mode: boolean } | null;
  /** The dashboard's path, where a locked topic opens the subscribe prompt. */
  screenPath: string;
}

function paddingOf(element: HTMLElement): number {
  return Number.parseFloat(getComputedStyle(element).paddingLeft) || 0;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The dashboard's topic carousel (spec section 2): a horizontal, scroll-snapping list whose item
 * width follows the domain rule, starting at the first topic under 100 %. Touch screens swipe;
 * other screens also get page dots and previous/next buttons, which keyboards can use too. No
 * library: CSS scroll-snap does the motion, this only measures and scrolls.
 */
export function TopicCarousel({ topics, viewer, screenPath }: TopicCarouselProps) {
  const { t } = useTranslation('dashboard');
  const trackRef = useRef<HTMLUListElement>(null);
  const [perPage, setPerPage] = useState<1 | 2 | 3>(1);
  // The first item in view; starts where the initial scroll puts it.
  const [index, setIndex] = useState(() => initialCarouselIndex(topics.map((topic) => topic.user_percent_complete)));
  const initialIndex = useRef(index);
  const frame = useRef(0);
  // Dots are for non-touch web (spec section 2): the spec's touch rule is by width (768 or
  // below), and the CSS also hides them where the pointer is coarse or cannot hover.
  const touch = isTouchWidth(useViewportWidth());

  const count = topics.length;
  const lastStart = Math.max(0, count - perPage);
  const pageCount = Math.max(1, Math.ceil(count / perPage));
  // At the end of the track the last page cannot bring its first item to the start.
  const currentPage = index >= lastStart ? pageCount - 1 : Math.floor(index / perPage);

  // The item width of the rule, measured in pixels against the screen and the track, reaches the
  // CSS as a custom property set through the CSSOM (the CSP forbids inline style attributes).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const measure = () => {
      const box = { screenWidth: layoutViewportWidth(), containerWidth: track.clientWidth, padding: paddingOf(track) };
      track.style.setProperty('--carousel-item-width', `${carouselItemWidth(box)}px`);
      setPerPage(carouselItemsPerPage(box));
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

  // Once, before the first paint, so the person never sees the carousel jump.
  useLayoutEffect(() => {
    scrollToItem(initialIndex.current, false);
  }, [scrollToItem]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Swipes and scrolls move the dots: the item nearest the start is the current one.
  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const track = trackRef.current;
      if (!track) return;
      const start = track.scrollLeft + paddingOf(track);
      let nearest = 0;
      let best = Number.POSITIVE_INFINITY;
      Array.from(track.children).forEach((item, position) => {
        const distance = Math.abs((item as HTMLElement).offsetLeft - start);
        if (distance < best) {
          best = distance;
          nearest = position;
        }
      });
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      setIndex(atEnd ? Math.max(nearest, lastStart) : nearest);
    });
  };

  const goTo = (target: number) => {
    const clamped = Math.min(Math.max(0, target), lastStart);
    setIndex(clamped);
    scrollToItem(clamped, true);
  };

  return (
    <div className={styles.carousel}>
      <ul ref={trackRef} className={styles.track} onScroll={onScroll} aria-label={t('carousel.label')}>
        {topics.map((topic, position) => {
          const locked = isLockedFor(topic, viewer);
          return (
            <li key={topic.id} className={styles.item}>
              <TopicCard
                topic={topic}
                locked={locked}
                to={topicHref(topic.id, locked, screenPath)}
                imageSizes={BannerSizes.carousel}
                priority={position === index}
                headingLevel={3}
              />
            </li>
          );
        })}
      </ul>
      {!touch && pageCount > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(index - perPage)}
            disabled={index <= 0}
            aria-label={t('carousel.previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <div className={styles.dots} role="group" aria-label={t('carousel.pages')}>
            {Array.from({ length: pageCount }, (_, page) => (
              <button
                key={page}
                type="button"
                className={styles.dot}
                onClick={() => goTo(page * perPage)}
                aria-label={t('carousel.page', { page: page + 1, count: pageCount })}
                aria-current={page === currentPage ? 'true' : undefined}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => goTo(index + perPage)}
            disabled={index >= lastStart}
            aria-label={t('carousel.next')}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
