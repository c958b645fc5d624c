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
  const [asking, setAsking] = useState<TMemberActionKind | null>(null);
  const [done, setDone] = useState<{ kind: TMemberActionKind; email: string } | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const doneRef = useRef<HTMLDivElement>(null);
  const action = useMemberActionMutation(member.id, (kind) => {
    setAsking(null);
    setDone({ kind, email: member.email });
  });

  // The button pressed may be gone (Disable becomes Enable): the message takes the focus.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const isAdmin = staffMe.data?.roles.some(({ role }) => role === StaffRole.Admin) ?? false;
  const callerId = user?.id ?? 0;
  const kinds = done?.kind === 'delete' ? [] : availableActions(member, { id: callerId, isAdmin });

  const open = (kind: TMemberActionKind) => {
    action.reset();
    setDone(null);
    setTypedEmail('');
    setAsking(kind);
  };
  const close = () => {
    if (!action.isPending) setAsking(null);
  };
  const emailConfirmed = typedEmail.trim().toLowerCase() === member.email.toLowerCase();

  return (
    <Card as="section" className={styles.actions} aria-labelledby="member-actions-heading">
      <h2 id="member-actions-heading">{t('actions.heading')}</h2>
      {done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success">{t(`actions.${done.kind}.done`, { email: done.email })}</Alert>
        </div>
      )}
      {done?.kind === 'delete' ? (
        <ButtonLink to="/studio/people" variant="secondary">
          {t('actions.backToPeople')}
        </ButtonLink>
      ) : member.is_admin && !isAdmin ? (
        <p>{t('actions.adminOnly')}</p>
      ) : (
        <>
          {member.id === callerId && <p>{t('actions.ownAccount')}</p>}
          {kinds.length === 0 && <p>{t('actions.none')}</p>}
          <div className={styles.actionButtons}>
            {kinds.map((kind) => (
              <Button key={kind} variant={destructiveActions.has(kind) ? 'danger' : 'secondary'} onClick={() => open(kind)}>
                {t(`actions.${kind}.button`)}
              </Button>
            ))}
          </div>
        </>
      )}
      {asking && (
        <ReasonDialog
          open
          onClose={close}
          title={t(`actions.${asking}.title`, { email: member.email })}
          description={t(`actions.${asking}.description`)}
          confirmLabel={t(`actions.${asking}.confirm`)}
          destructive={destructiveActions.has(asking)}
          busy={action.isPending}
          error={action.isError ? t('actions.failed', { error: serverErrorText(action.error) }) : undefined}
          confirmDisabled={asking === 'delete' && !emailConfirmed}
          onConfirm={(reason: string) => action.mutate({ kind: asking, reason })}
        >
          {asking === 'delete' && <DeleteConfirmField email={member.email} value={typedEmail} onChange={setTypedEmail} />}
        </ReasonDialog>
      )}
    </Card>
  );
}
