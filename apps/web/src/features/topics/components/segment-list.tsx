import { CircleCheck, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSegmentDone, type TModule } from '@innerway/domain';
import { withSubscribeParam } from '../../access';
import { segmentHref } from '../lib/segment-href';
import { isLockedFor } from '../lib/topic-href';
import { LockBadge } from './lock-badge';
import styles from './segment-list.module.css';

export interface SegmentListProps {
  topic: TModule;
  viewer: { is_trial_mode: boolean } | null;
  /** The overview's own path, for a locked segment's subscribe prompt. */
  screenPath: string;
}

/** The topic's numbered segments: number, title, time and a 'complete' marker; each opens its first step. */
export function SegmentList({ topic, viewer, screenPath }: SegmentListProps) {
  const { t } = useTranslation('topics');
  const segments = [...topic.segments].sort((a, b) => a.segment_number - b.segment_number);
  return (
    <ol className={styles.list}>
      {segments.map((segment) => {
        // The topic's trial flag is passed to each segment (spec section 2): a trial topic's
        // segments are open to trial users whatever their own flag says.
        const locked = isLockedFor({ is_trial_content: topic.is_trial_content || segment.is_trial_content }, viewer);
        const done = isSegmentDone(segment, topic.user_assessment_completed);
        return (
          <li key={segment.id}>
            <Link
              to={locked ? withSubscribeParam(screenPath) : segmentHref(topic.id, segment)}
              className={styles.row}
              data-done={done || undefined}
            >
              <span className={styles.number}>
                <span className="visually-hidden">{t('overview.segmentNumber')}</span>{' '}
                {segment.segment_number}
              </span>{' '}
              <span className={styles.text}>
                <span className={styles.title}>{segment.title}</span>{' '}
                <span className={styles.time}>{t('card.minutes', { count: segment.minutes_to_complete })}</span>
              </span>
              {done && (
                <>
                  {' '}
                  <span className={styles.complete}>
                    <CircleCheck className={styles.completeIcon} aria-hidden="true" />
                    {t('overview.complete')}
                  </span>
                </>
              )}
              {locked && (
                <>
                  {' '}
                  <LockBadge />
                </>
              )}
              <ChevronRight className={styles.chevron} aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
