import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffRole } from '@innerway/domain';
import { Alert, Button, ButtonLink, Card } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useServerErrorText } from '../../../lib/server-error';
import { useSession } from '../../session';
import { useStaffMe } from '../../staff';
import { useMemberActionMutation } from '../api/member-action-mutation';
import { availableActions, destructiveActions, type TActionableMember, type TMemberActionKind } from '../lib/member-action-kinds';
import { DeleteConfirmField } from './delete-confirm-field';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-actions.module.css';

export interface MemberActionsProps {
  /** The member page's reply (GET /staff/people/:id); only these fields are read. */
  member: TActionableMember;
}

/**
 * Support's actions on one member: each asks for its reason (kept in the audit log), says when it
 * is done or why it was refused, and the member page reads the member again. Only the actions
 * that make sense for the member and the caller are offered (member-action-kinds.ts); the server
 * holds the same rules.
 */
export function MemberActions({ member }: MemberActionsProps) {
  const { t } = useTranslation('staffActions');
  const serverErrorText = useServerErrorText();
  const { user } = useSession();
  const staffMe = useStaffMe();
  // The dialog's action stays while it closes; each opening is a new dialog (a new key), empty.
  const [dialog, setDialog] = useState<{ kind: TMemberActionKind; key: number } | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<{ kind: TMemberActionKind; email: string } | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const [emailChecked, setEmailChecked] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const action = useMemberActionMutation(member.id, (kind) => {
    setAsking(false);
    setDone({ kind, email: member.email });
  });

  // The button pressed may be gone (Disable becomes Enable): the message takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const isAdmin = staffMe.data?.roles.some(({ role }) => role === StaffRole.Admin) ?? false;
  const callerId = user?.id ?? 0;
  const deleted = done?.kind === 'delete';
  const kinds = availableActions(member, { id: callerId, isAdmin });
  const emailConfirmed = typedEmail.trim().toLowerCase() === member.email.toLowerCase();

  const open = (kind: TMemberActionKind) => {
    action.reset();
    setDone(null);
    setTypedEmail('');
    setEmailChecked(false);
    setDialog((last) => ({ kind, key: (last?.key ?? 0) + 1 }));
    setAsking(true);
  };
  const confirm = (kind: TMemberActionKind, reason: string) => {
    if (kind === 'delete' && !emailConfirmed) {
      setEmailChecked(true);
      return;
    }
    action.mutate({ kind, reason });
  };

  return (
    <Card as="section" className={styles.actions} aria-labelledby="member-actions-heading">
      <h2 id="member-actions-heading" className={page.sectionHeading}>
        {t('actions.heading')}
      </h2>
      {done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success">{t(`actions.${done.kind}.done`, { email: done.email })}</Alert>
        </div>
      )}
      {deleted ? (
        <ButtonLink to="/studio/people" variant="secondary">
          {t('actions.backToPeople')}
        </ButtonLink>
      ) : member.is_admin && !isAdmin ? (
        <p>{t('actions.adminOnly')}</p>
      ) : (
        <>
          {member.id === callerId && <p>{t('actions.ownAccount')}</p>}
          <div className={page.buttonRow}>
            {kinds.map((kind) => (
              <Button key={kind} variant={kind === 'delete' ? 'danger' : 'secondary'} onClick={() => open(kind)}>
                {t(`actions.${kind}.button`)}
              </Button>
            ))}
          </div>
        </>
      )}
      {dialog && (
        <ReasonDialog
          key={dialog.key}
          open={asking}
          onOpenChange={setAsking}
          title={t(`actions.${dialog.kind}.title`, { email: member.email })}
          description={t(`actions.${dialog.kind}.description`)}
          confirmLabel={t(`actions.${dialog.kind}.confirm`)}
          tone={destructiveActions.has(dialog.kind) ? 'danger' : 'primary'}
          busy={action.isPending}
          error={action.isError ? t('actions.failed', { error: serverErrorText(action.error) }) : undefined}
          onConfirm={(reason) => confirm(dialog.kind, reason)}
        >
          {dialog.kind === 'delete' && (
            <DeleteConfirmField email={member.email} value={typedEmail} onChange={setTypedEmail} checked={emailChecked} />
          )}
        </ReasonDialog>
      )}
    </Card>
  );
}
