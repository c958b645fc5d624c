import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '../../../components/ui';
import styles from './data-export.module.css';

/** The section's state while its code or its export loads: the shape of a line and a button. */
export function DataExportSkeleton() {
  const { t } = useTranslation('dataExport');
  return (
    <LoadingRegion label={t('loading')} className={styles.stack}>
      <Skeleton className={styles.skeletonLine} />
      <Skeleton shape="block" className={styles.skeletonButton} />
    </LoadingRegion>
  );
}
