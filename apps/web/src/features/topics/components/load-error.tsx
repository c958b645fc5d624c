import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import styles from './load-states.module.css';

export interface LoadErrorProps {
  /** The spec's text for this failure (section 8). */
  message: ReactNode;
  onRetry: () => unknown;
  /** True while the retry runs: the button shows a spinner and cannot be pressed twice. */
  retrying: boolean;
}

/** A failed load: the spec's message in a calm panel, with the way forward. */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation('errors');
  return (
    <div className={styles.stack}>
      <Alert tone="error">{message}</Alert>
      <div>
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} busy={retrying} onClick={() => void onRetry()}>
          {t('tryAgain')}
        </Button>
      </div>
    </div>
  );
}
