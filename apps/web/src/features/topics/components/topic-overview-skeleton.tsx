import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui';
import overview from './topic-overview.module.css';
import styles from './topic-overview-skeleton.module.css';

/** Loading: the shapes of the banner, the text and the segments, so nothing jumps when they arrive. */
export function TopicOverviewSkeleton() {
  const { t } = useTranslation('topics');
  return (
    <LoadingRegion label={t('overview.loading')} className={overview.overview}>
      <Skeleton shape="block" className={styles.banner} />
      <div className={overview.layout}>
        <div className={styles.column}>
          <Skeleton className={styles.short} />
          <Skeleton className={styles.title} />
          <Skeleton />
          <Skeleton />
          <Skeleton className={styles.short} />
        </div>
        <div className={styles.column}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className={styles.row} />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
