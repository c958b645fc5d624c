import { useTranslation } from 'react-i18next';
import { Modal, Skeleton } from '../../../components/ui';
import styles from './content-popup.module.css';

/** Placeholders in the dialog while the item (or the popup's texts) load; only common texts, always there. */
export function LoadingPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('loading')}>
      <div className={styles.loading} aria-busy="true">
        <Skeleton shape="block" className={styles.media} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.shortLine} />
      </div>
    </Modal>
  );
}
