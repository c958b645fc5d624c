import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TListedModuleSummary } from '@innerway/domain';
import { topicTotalMinutes } from '../lib/topic-time';
import { Skeleton } from '../../../components/ui';
import { TopicCardFrame, TopicCardFrameSkeleton } from './topic-card-frame';
import { TopicProgress } from './topic-progress';
import styles from './topic-card.module.css';

export interface TopicCardProps {
  topic: TListedModuleSummary;
  /** Where selecting the card leads: the overview, or the screen's subscribe prompt when locked. */
  to: string;
  locked: boolean;
  /** The `sizes` of the grid or carousel the card sits in. */
  imageSizes: string;
  /** The card first in view when the screen opens: its banner is the screen's largest paint. */
  priority?: boolean;
  /** The card's title level under the screen's headings. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A topic in the library or the dashboard carousel. The title is the one link; its ::after
 * stretches over the card so the whole card is a target, while screen readers hear one short
 * link name instead of everything inside the card.
 */
export function TopicCard({ topic, to, locked, imageSizes, priority, headingLevel = 2, className }: TopicCardProps) {
  const { t } = useTranslation('topics');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <TopicCardFrame
      topic={topic}
      imageSizes={imageSizes}
      priority={priority}
      lock={locked ? { decorative: true } : undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
      bodyClassName={styles.body}
    >
      <Heading className={styles.title}>
        <Link to={to} className={styles.link}>
          {topic.title}
          {locked && (
            <>
              {' '}
              <span className="visually-hidden">{t('lock.linkSuffix')}</span>
            </>
          )}
        </Link>
      </Heading>
      {topic.subtitle && <p className={styles.subtitle}>{topic.subtitle}</p>}
      <div className={styles.footer}>
        <p className={styles.time}>
          <Clock className={styles.timeIcon} aria-hidden="true" />
          {t('card.minutes', { count: topicTotalMinutes(topic.minutes_to_complete) })}
        </p>
        <TopicProgress percent={topic.user_percent_complete} label={t('card.progressLabel', { title: topic.title })} />
      </div>
    </TopicCardFrame>
  );
}

/** The card's shape while the topics load. */
export function TopicCardSkeleton({ className }: { className?: string }) {
  return (
    <TopicCardFrameSkeleton className={className} bodyClassName={styles.body}>
      <Skeleton className={styles.skeletonTitle} />
      <Skeleton className={styles.skeletonLine} />
      <div className={styles.footer}>
        <Skeleton className={styles.skeletonShort} />
        <Skeleton />
      </div>
    </TopicCardFrameSkeleton>
  );
}
