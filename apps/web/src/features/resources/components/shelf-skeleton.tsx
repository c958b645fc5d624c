import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui';
import styles from './resource-shelf.module.css';

/** Two groups of tile-shaped placeholders while the shelf loads. */
export function ShelfSkeleton({ columns }: { columns: 1 | 2 | 3 }) {
  const { t } = useTranslation('resources');
  return (
    <LoadingRegion label={t('loading')} className={styles.shelf}>
      {[0, 1].map((group) => (
        <div key={group} className={styles.group} aria-hidden="true">
          <Skeleton className={styles.headingSkeleton} />
          <div className={styles.grid} data-columns={columns}>
            {[0, 1, 2, 3].map((tile) => (
              <div key={tile} className={styles.tileSkeleton}>
                <Skeleton shape="block" className={styles.thumbSkeleton} />
                <div className={styles.linesSkeleton}>
                  <Skeleton className={styles.labelSkeleton} />
                  <Skeleton className={styles.titleSkeleton} />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
