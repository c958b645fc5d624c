import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui';
import { StateHeading } from './state-heading';
import type { TSubscribeStateProps } from './subscribe-state-props';
import styles from './subscribe.module.css';

/** Full access is there: the session already knows, so everything behind the prompt is open. */
export function SuccessState({ onDone, focusOnArrival }: TSubscribeStateProps) {
  const { t } = useTranslation('access');
  return (
    <div className={styles.state}>
      <div className={styles.offerHeader}>
        <CircleCheck aria-hidden className={styles.successIcon} size={28} />
        <StateHeading focusOnMount={focusOnArrival}>{t('success.heading')}</StateHeading>
      </div>
      <p>{t('success.body')}</p>
      <Button block onClick={onDone}>
        {t('success.done')}
      </Button>
    </div>
  );
}
