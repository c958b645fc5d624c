import { useTranslation } from 'react-i18next';
import type { TJournalEntry } from '@innerway/domain';
import { Alert, Button, Modal } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useSession } from '../../session';
import { useDeleteJournalEntry } from '../api/journal-api';
import { localDraftStore } from '../lib/journal-drafts';
import styles from './delete-entry-dialog.module.css';

export interface DeleteEntryDialogProps {
  entry: TJournalEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before a journal entry is deleted for good; cannot be dismissed while the delete runs. */
export default function DeleteEntryDialog({ entry, open, onOpenChange }: DeleteEntryDialogProps) {
  const { t } = useTranslation('journal');
  const errorText = useServerErrorText();
  const { user } = useSession();
  const remove = useDeleteJournalEntry();
  const confirm = () =>
    remove.mutate(entry, {
      onSuccess: () => {
        // What this device still held of it goes too, or the next visit would write it back.
        if (user && entry.exercise_id !== null) localDraftStore(user.id, entry.exercise_id).clear();
        onOpenChange(false);
      },
    });
  return (
    <Modal open={open} onOpenChange={onOpenChange} dismissible={!remove.isPending} title={t('delete.title')}>
      <div className={styles.dialog}>
        <p>{t('delete.body')}</p>
        {remove.isError && <Alert tone="error">{t('delete.failed', { error: errorText(remove.error) })}</Alert>}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('delete.keep')}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={confirm}>
            {t('delete.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
