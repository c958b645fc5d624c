import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BannerSizes, type TListedModuleSummary } from '@innerway/domain';
import { isLockedFor, TopicCard, topicHref } from '../../topics';
import { useTopicCarousel } from '../lib/use-topic-carousel';
import styles from './topic-carousel.module.css';

export interface TopicCarouselProps {
  topics: readonly TListedModuleSummary[];
  viewer: { is_trial_mode: boolean } | null;
  /** The dashboard's path, where a locked topic opens the subscribe prompt. */
  screenPath: string;
}

/**
 * The dashboard's topic carousel (spec section 2): a horizontal, scroll-snapping list whose item
 * width follows the domain rule, starting at the first topic under 100 %. Touch screens swipe;
 * other screens also get page dots and previous/next buttons, which keyboards can use too. No
 * library: CSS scroll-snap does the motion, useTopicCarousel only measures and scrolls.
 */
export function TopicCarousel({ topics, viewer, screenPath }: TopicCarouselProps) {
  const { t } = useTranslation('dashboard');
  const { trackRef, touch, index, perPage, pageCount, currentPage, canGoBack, canGoOn, onScroll, goTo, goBack, goOn } = useTopicCarousel(topics);

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
            onClick={goBack}
            disabled={!canGoBack}
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
            onClick={goOn}
            disabled={!canGoOn}
            aria-label={t('carousel.next')}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
