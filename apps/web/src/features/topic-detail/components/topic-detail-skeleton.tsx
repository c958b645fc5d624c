import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui';
import screen from './topic-detail-screen.module.css';
import styles from './topic-detail-skeleton.module.css';

/** Loading: the shapes of the banner, the video and the menu, so nothing jumps when they arrive. */
export function TopicDetailSkeleton() {
  const { t } = useTranslation('player');
  return (
    <LoadingRegion label={t('loading')} className={screen.screen}>
      <Skeleton shape="block" className={styles.banner} />
      <div className={screen.columns}>
        <div className={screen.main}>
          <Skeleton className={styles.title} />
          <Skeleton shape="block" className={styles.video} />
          <Skeleton />
          <Skeleton className={styles.short} />
        </div>
        <div className={`${screen.aside} ${styles.menu}`}>
          <Skeleton className={styles.title} />
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className={styles.row} />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
