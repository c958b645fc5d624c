import { useId } from 'react';
import { Check, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BannerSizes, type TListedModuleSummary } from '@innerway/domain';
import { progressButton, progressRows } from '../lib/progress-card';
import { ButtonLink, Skeleton } from '../../../components/ui';
import { TopicCardFrame, TopicCardFrameSkeleton, topicHref } from '../../topics';
import styles from './progress-card.module.css';

export interface ProgressCardProps {
  topic: TListedModuleSummary;
  locked: boolean;
  /** The screen's own path, where a locked topic opens the subscribe prompt. */
  screenPath: string;
}

/**
 * One topic's progress (spec section 2): Videos, Activities and Assessment as done/total with
 * 'Done' once complete, and the button that reads Start, Continue or Done by the topic's percent.
 */
export function ProgressCard({ topic, locked, screenPath }: ProgressCardProps) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  const lockId = useId();
  const button = progressButton(topic.user_percent_complete);
  return (
    <TopicCardFrame
      topic={topic}
      imageSizes={BannerSizes.progressCard}
      lock={locked ? { id: lockId } : undefined}
      bodyClassName={styles.body}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.title}>
        {topic.title}
      </h2>
      <dl className={styles.rows}>
        {progressRows(topic).map((row) => (
          <div key={row.key} className={styles.row} data-done={row.isDone || undefined}>
            <dt className={styles.label}>{t(`rows.${row.key}`)}</dt>
            <dd className={styles.value}>
              <span className={styles.fraction}>
                <span aria-hidden="true">{t('fraction', { done: row.done, total: row.total })}</span>
                <span className="visually-hidden">{t('fractionSpoken', { done: row.done, total: row.total })}</span>
              </span>
              {row.isDone && (
                <span className={styles.done}>
                  <Check className={styles.doneIcon} aria-hidden="true" />
                  {t('done')}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <ButtonLink
        to={topicHref(topic.id, locked, screenPath)}
        variant={button === 'done' ? 'secondary' : 'primary'}
        icon={locked ? <Lock aria-hidden="true" /> : button === 'done' ? <Check aria-hidden="true" /> : undefined}
        // Every card has a button of the same name: the heading (and the lock) tell them apart.
        aria-describedby={locked ? `${titleId} ${lockId}` : titleId}
        className={styles.button}
      >
        {t(`button.${button}`)}
      </ButtonLink>
    </TopicCardFrame>
  );
}

export function ProgressCardSkeleton() {
  return (
    <TopicCardFrameSkeleton bodyClassName={styles.body}>
      <Skeleton className={styles.skeletonTitle} />
      <Skeleton />
      <Skeleton />
      <Skeleton />
      <Skeleton className={styles.skeletonButton} />
    </TopicCardFrameSkeleton>
  );
}
