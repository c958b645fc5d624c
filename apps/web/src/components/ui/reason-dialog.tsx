import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLimits, staffReasonProblem } from '@innerway/domain';
import { useMessageText } from '../../lib/server-error';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { TextAreaField } from './text-area-field';
import styles from './reason-dialog.module.css';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What the action will do, said before the person confirms it. */
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Called with the trimmed reason once it passes the shared rule (domain `staffReasonProblem`). */
  onConfirm: (reason: string) => void;
  busy: boolean;
  /** The server's refusal, in the reader's language. */
  error?: string | undefined;
  tone?: 'primary' | 'danger';
  /** More fields the action needs before it can run (they stay the caller's to check). */
  children?: ReactNode;
  /**
   * Checks those fields on every attempt, beside the reason, so that one attempt shows every
   * problem; the caller shows its fields' own. False stops the action.
   */
  checkFields?: () => boolean;
}

/**
 * Asks for the reason every audited staff action records. The reason is checked by the server's
 * own rule (domain `staffReasonProblem`) before anything is sent; the dialog stays open, with the server's words,
 * when the action is refused, and cannot be dismissed while it runs.
 */
export function ReasonDialog({ open, onOpenChange, title, description, ...form }: ReasonDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description} dismissible={!form.busy} focusFirstField>
      {/* The dialog's content mounts with each opening, so every action starts with an empty reason. */}
      <ReasonForm {...form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

type TReasonFormProps = Omit<ReasonDialogProps, 'open' | 'onOpenChange' | 'title' | 'description'> & { onCancel: () => void };

function ReasonForm({ confirmLabel, onConfirm, onCancel, busy, error, tone = 'primary', children, checkFields }: TReasonFormProps) {
  // Only staff screens ask for reasons: its words are in the staff area's own namespace.
  const { t } = useTranslation('staff');
  const messageText = useMessageText();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldsPass = checkFields?.() ?? true;
    const problem = staffReasonProblem(reason);
    setInvalid(problem ? messageText(problem) : undefined);
    if (problem || !fieldsPass) return;
    onConfirm(reason.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <TextAreaField
        label={t('reason.label')}
        hint={t('reason.hint', { max: StaffLimits.reasonMax })}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={StaffLimits.reasonMax}
        error={invalid}
        required
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" variant={tone} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
