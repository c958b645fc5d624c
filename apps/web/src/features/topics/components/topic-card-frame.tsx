import type { ReactNode } from 'react';
import type { TListedModuleSummary } from '@innerway/domain';
import { Skeleton } from '../../../components/ui';
import { useCssProperty } from '../lib/use-css-property';
import { LockBadge, type LockBadgeProps } from './lock-badge';
import { TopicBanner } from './topic-banner';
import styles from './topic-card-frame.module.css';

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TopicCardFrameProps {
  topic: TListedModuleSummary;
  /** The `sizes` of the grid or carousel the card sits in. */
  imageSizes: string;
  /** The card first in view when the screen opens: its banner is fetched at once (TopicBanner). */
  priority?: boolean;
  /** The lock over the artwork, on a locked topic. */
  lock?: Omit<LockBadgeProps, 'className'>;
  className?: string;
  bodyClassName?: string;
  /** The card's heading, when it names the card. */
  'aria-labelledby'?: string;
  /** The card's text, below the artwork. */
  children: ReactNode;
}

/**
 * A topic card's frame: the banner in the topic's hue with the lock on it, and the card's own
 * text below. The banner is decorative: the card's heading names the topic.
 */
export function TopicCardFrame({ topic, imageSizes, priority, lock, className, bodyClassName, children, ...rest }: TopicCardFrameProps) {
  const hueRef = useCssProperty('--topic-hue', topic.hue);
  return (
    <article ref={hueRef} className={classes(styles.card, className)} {...rest}>
      <div className={styles.media}>
        <TopicBanner topic={topic} sizes={imageSizes} alt="" priority={priority} />
        {lock && <LockBadge {...lock} className={styles.lock} />}
      </div>
      <div className={classes(styles.body, bodyClassName)}>{children}</div>
    </article>
  );
}

/** The frame's shape while the topics load, with the card's own placeholders below the artwork. */
export function TopicCardFrameSkeleton({ className, bodyClassName, children }: { className?: string; bodyClassName?: string; children: ReactNode }) {
  return (
    <div className={classes(styles.card, styles.skeleton, className)} aria-hidden="true">
      <Skeleton shape="block" className={styles.skeletonMedia} />
      <div className={classes(styles.body, bodyClassName)}>{children}</div>
    </div>
  );
}
