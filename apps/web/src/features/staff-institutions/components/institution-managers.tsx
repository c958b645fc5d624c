import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits, type TStaffInstitutionDetail } from '@innerway/domain';
import { Alert, Button, Card, EmailField } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useLazyResolver } from '../../../lib/lazy-resolver';
import { useInviteManagerMutation } from '../api/institutions';
import { inviteResolver } from '../lib/form-resolvers';
import { ManagerLists } from './manager-lists';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

type TManagersProps = Pick<TStaffInstitutionDetail, 'managers' | 'invites'> & { institutionId: number; displayName: string };

/** Who manages the institution, the invitations still open (each with its way to end it), and inviting someone by address (with a reason). */
export function InstitutionManagers({ institutionId, managers, invites, displayName }: TManagersProps) {
  const { t } = useTranslation('staffInstitutions');
  const messageText = useMessageText();
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const invite = useInviteManagerMutation(institutionId);
  const [inviting, setInviting] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; outcome: 'granted' | 'invited' } | null>(null);
  // The dialog starts afresh (no reason typed) each time it is asked, and keeps its place while it closes.
  const [asked, setAsked] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(inviteResolver), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(({ email }) => {
    invite.reset();
    setDone(null);
    setInviting(email);
    setAsked((count) => count + 1);
  });

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('managers.heading')}
      </h2>
      <p className={page.muted}>{t('managers.intro')}</p>
      <ManagerLists institutionId={institutionId} managers={managers} invites={invites} displayName={displayName} />
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${headingId}-invite`} className={styles.subForm}>
        <h3 id={`${headingId}-invite`} className={page.subHeading}>
          {t('managers.inviteHeading')}
        </h3>
        <EmailField
          label={t('managers.emailLabel')}
          hint={t('managers.emailHint')}
          autoComplete="off"
          maxLength={Limits.emailMax}
          error={messageText(errors.email?.message)}
          {...register('email')}
        />
        {done && <Alert tone="success">{t(`managers.${done.outcome}`, { email: done.email })}</Alert>}
        <div className={page.buttonRow}>
          <Button type="submit">{t('managers.invite')}</Button>
        </div>
      </form>
      <ReasonDialog
        key={asked}
        open={inviting !== null}
        title={t('managers.inviteTitle', { email: inviting ?? '', name: displayName })}
        description={t('managers.inviteBody')}
        confirmLabel={t('managers.inviteConfirm')}
        busy={invite.isPending}
        error={invite.isError ? t('managers.failed', { error: serverErrorText(invite.error) }) : undefined}
        onConfirm={(reason) =>
          inviting &&
          invite.mutate(
            { email: inviting, reason },
            {
              onSuccess: ({ outcome }) => {
                setDone({ email: inviting, outcome });
                setInviting(null);
                reset();
              },
            },
          )
        }
        onOpenChange={(open) => !open && setInviting(null)}
      />
    </Card>
  );
}
