import { useEffect, useId } from 'react';
import { Leaf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { wholeMinutes } from '@innerway/domain';
import { Card, Skeleton } from '../../../components/ui';
import { useSession } from '../../session';
import { useMindfulWeekQuery } from '../api/mindful-week-query';
import { hasUnsentPlays } from '../lib/unsent-plays';
import styles from './mindful-minutes-box.module.css';

/**
 * This week's mindful minutes on the dashboard: time given to meditations and videos since
 * Monday, said plainly. No streaks, no targets, nothing missed: a week with none shows where the
 * minutes will appear.
 */
export default function MindfulMinutesBox() {
  const { t } = useTranslation('minutes');
  const titleId = useId();
  const { user } = useSession();
  const week = useMindfulWeekQuery();
  const { refetch } = week;

  // Stretches kept while offline go first, so the week shows them too.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || !hasUnsentPlays()) return;
    void import('../lib/playback-reporter')
      .then(({ flushPlays }) => flushPlays({ userId }))
      .then(() => refetch());
  }, [userId, refetch]);

  const meditation = wholeMinutes(week.data?.meditation_seconds ?? 0);
  const video = wholeMinutes(week.data?.video_seconds ?? 0);
  const total = wholeMinutes((week.data?.meditation_seconds ?? 0) + (week.data?.video_seconds ?? 0));
  const kinds = [
    { key: 'meditation', minutes: meditation },
    { key: 'video', minutes: video },
  ] as const;

  return (
    <Card as="section" aria-labelledby={titleId} className={styles.box}>
      <h2 id={titleId} className={styles.title}>
        <Leaf aria-hidden="true" className={styles.icon} />
        {t('title')}
      </h2>
      {week.isPending && <Skeleton className={styles.skeleton} />}
      {week.isError && <p className={styles.muted}>{t('unavailable')}</p>}
      {week.data && total === 0 && <p className={styles.muted}>{t('empty')}</p>}
      {week.data && total > 0 && (
        <>
          <p className={styles.total}>{t('total', { count: total })}</p>
          <dl className={styles.rows}>
            {kinds.map(({ key, minutes }) => (
              <div key={key} className={styles.row}>
                <dt>{t(`${key}.label`)}</dt>
                <dd className={styles.value}>{t(`${key}.value`, { count: minutes })}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
