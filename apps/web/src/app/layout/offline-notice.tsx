import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnline } from '../../platform/use-online';
import styles from './offline-notice.module.css';

/**
 * Says, calmly, that the device is offline, and goes away when it is back. The live region stays
 * in the page so that a screen reader hears the notice appear; nothing is kept for later, so it
 * never suggests that work is saved meanwhile.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useOnline();
  return (
    <div role="status" className={online ? undefined : styles.notice}>
      {!online && (
        <>
          <WifiOff aria-hidden size={18} className={styles.icon} />
          <span>{t('offline.notice')}</span>
        </>
      )}
    </div>
  );
}
