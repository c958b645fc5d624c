import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { isActivityComplete, type TActivity } from '@innerway/domain';
import { ActivityCompleteProgress, showMarkAsComplete } from '../lib/activity-completion';
import { Button, RichText } from '../../../components/ui';
import { useSaveExerciseProgress } from '../../content';
import { LazyJournalEditor } from '../../journal';
import styles from './activity-popup.module.css';

export interface WrittenActivityProps {
  activity: TActivity;
  tracked: boolean;
  onClose: () => void;
}

/**
 * A written (ACT-style) or journaling activity: its text, a place to write (the member's journal,
 * its code loaded with the first one), and 'Mark As Complete' while it is not complete and
 * progress is tracked (spec section 4). Completing sends 100 and closes the popup; writing
 * completes nothing.
 */
export function WrittenActivity({ activity, tracked, onClose }: WrittenActivityProps) {
  const { t } = useTranslation('activities');
  const save = useSaveExerciseProgress();
  const [sent, setSent] = useState(false);
  const complete = isActivityComplete(activity.user_percent_complete);

  const markComplete = () => {
    setSent(true);
    // A failed save is only logged (spec section 8); the popup closes either way.
    save.mutate({ exerciseId: activity.id, progress: ActivityCompleteProgress }, { onSettled: onClose });
  };

  return (
    <div className={styles.stack}>
      <RichText html={activity.body} />
      <Suspense fallback={null}>
        <LazyJournalEditor exerciseId={activity.id} showJournalLink />
      </Suspense>
      {tracked && complete && (
        <p className={styles.done}>
          <CircleCheck aria-hidden="true" size={20} />
          {t('completed')}
        </p>
      )}
      {showMarkAsComplete(activity.user_percent_complete, tracked) && (
        <div className={styles.actions}>
          <Button onClick={markComplete} busy={save.isPending || sent} icon={<CircleCheck aria-hidden="true" />}>
            {t('markComplete')}
          </Button>
        </div>
      )}
    </div>
  );
}
