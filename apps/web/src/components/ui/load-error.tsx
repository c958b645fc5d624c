import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** What failed, in the screen's words (for the member screens, the spec's text of section 8). */
  message: ReactNode;
  /** A heading above the message, where the screen has one. */
  title?: ReactNode;
  onRetry: () => unknown;
  /** True while the retry runs: the button shows a spinner and cannot be pressed twice. */
  retrying: boolean;
}

/** A read that failed: what happened in a calm panel, with the way to try again. */
export function LoadError({ message, title, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation('errors');
  return (
    <div className={styles.stack}>
      <Alert tone="error" title={title}>
        {message}
      </Alert>
      <div>
        <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} busy={retrying} onClick={() => void onRetry()}>
          {t('tryAgain')}
        </Button>
      </div>
    </div>
  );
}
