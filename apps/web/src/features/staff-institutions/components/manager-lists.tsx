import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaffInstitutionDetail } from '@innerway/domain';
import { Alert, Button, DataTable } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useCancelInviteMutation, useRemoveManagerMutation } from '../api/institutions';
import { formatDate } from '../lib/code-dates';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

type TListsProps = Pick<TStaffInstitutionDetail, 'managers' | 'invites'> & { institutionId: number; displayName: string };

/** Ending someone's part in the institution: a manager removed, or an invitation cancelled before it is taken up. */
type TEnding = { action: 'remove' | 'cancel'; id: number; email: string };

/** The institution's managers and open invitations, each with the way to end it (audited with a reason). */
export function ManagerLists({ institutionId, managers, invites, displayName }: TListsProps) {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const language = currentLanguage();
  const mutations = { remove: useRemoveManagerMutation(institutionId), cancel: useCancelInviteMutation(institutionId) };
  const [ending, setEnding] = useState<TEnding | null>(null);
  const [done, setDone] = useState<TEnding | null>(null);
  // The dialog starts afresh (no reason typed) each time it is asked; the last one asked keeps its words while it closes.
  const [asked, setAsked] = useState(0);
  const [last, setLast] = useState<TEnding>({ action: 'remove', id: 0, email: '' });
  const mutation = mutations[last.action];

  const ask = (next: TEnding) => {
    mutations[next.action].reset();
    setDone(null);
    setLast(next);
    setEnding(next);
    setAsked((count) => count + 1);
  };
  const confirm = (reason: string) => {
    if (!ending) return;
    const onSuccess = () => {
      setDone(ending);
      setEnding(null);
    };
    if (ending.action === 'remove') mutations.remove.mutate({ userId: ending.id, reason }, { onSuccess });
    else mutations.cancel.mutate({ inviteId: ending.id, reason }, { onSuccess });
  };

  return (
    <>
      {done && <Alert tone="success">{t(`managers.${done.action}Done`, { email: done.email })}</Alert>}
      {managers.length === 0 ? (
        <p className={page.muted}>{t('managers.empty')}</p>
      ) : (
        <DataTable
          caption={t('managers.caption', { name: displayName })}
          columns={[t('managers.name'), t('managers.email'), t('managers.since'), { label: t('managers.actions'), hidden: true, className: styles.actionCell }]}
        >
          {managers.map((manager) => (
            <tr key={manager.user_id}>
              <th scope="row">{manager.name}</th>
              <td>{manager.email}</td>
              <td>{formatDate(manager.since, language)}</td>
              <td className={styles.actionCell}>
                <Button
                  variant="secondary"
                  aria-label={t('managers.removeLabel', { name: manager.name })}
                  onClick={() => ask({ action: 'remove', id: manager.user_id, email: manager.email })}
                >
                  {t('managers.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {invites.length > 0 && (
        <DataTable
          caption={t('managers.invitesCaption')}
          columns={[t('managers.email'), t('managers.invitedOn'), { label: t('managers.actions'), hidden: true, className: styles.actionCell }]}
        >
          {invites.map((pending) => (
            <tr key={pending.id}>
              <th scope="row">{pending.email}</th>
              <td>{formatDate(pending.invited_at, language)}</td>
              <td className={styles.actionCell}>
                <Button
                  variant="secondary"
                  aria-label={t('managers.cancelLabel', { email: pending.email })}
                  onClick={() => ask({ action: 'cancel', id: pending.id, email: pending.email })}
                >
                  {t('managers.cancel')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ReasonDialog
        key={asked}
        open={ending !== null}
        title={t(`managers.${last.action}Title`, { email: last.email, name: displayName })}
        description={t(`managers.${last.action}Body`)}
        confirmLabel={t(`managers.${last.action}Confirm`)}
        busy={mutation.isPending}
        error={mutation.isError ? serverErrorText(mutation.error) : undefined}
        onConfirm={confirm}
        onOpenChange={(open) => !open && setEnding(null)}
        tone="danger"
      />
    </>
  );
}
