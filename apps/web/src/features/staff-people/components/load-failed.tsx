import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Alert, Button } from '../../../components/ui';
import styles from './people.module.css';

/**
 * A read that failed, said plainly, with a way to try again. The topics feature has the same for
 * the learning screens, but reaching it would load their shared chunk on these staff screens.
 */
export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => unknown; retrying: boolean }) {
  const { t } = useTranslation('errors');
  return (
    <div className={styles.failed}>
      <Alert tone="error">{message}</Alert>
      <div>
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} busy={retrying} onClick={() => void onRetry()}>
          {t('tryAgain')}
        </Button>
      </div>
    </div>
  );
}
