import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantableStaffRoles, StaffRole, type TStaffPeople, type TStaffRoleChange } from '@innerway/domain';
import { EmailField } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ApiError } from '../../../lib/api-client';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useChangeRoleMutation } from '../api/staff-roles';
import fieldStyles from '../../../components/ui/field.module.css';

const roleChoices = [StaffRole.Admin, ...GrantableStaffRoles] as const;
type TRoleChoice = (typeof roleChoices)[number];

/** The field a refusal of the server is about, so that its words show there. */
const refusedFieldOf: Partial<Record<string, 'email' | 'institution'>> = {
  'staff.person_not_found': 'email',
  'validation.email_invalid': 'email',
  'validation.forgot_required': 'email',
  'staff.institution_required': 'institution',
  'staff.institution_not_found': 'institution',
};

export interface GrantRoleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  institutions: TStaffPeople['institutions'];
  /** Once the role is given: what to tell the admin, in their words. */
  onGranted: (notice: string) => void;
}

/** Gives a staff role to the account with an address, with the reason the audit log keeps. */
export function GrantRoleDialog({ open, onOpenChange, institutions, onGranted }: GrantRoleDialogProps) {
  const { t } = useTranslation('staff');
  const serverErrorText = useServerErrorText();
  const messageText = useMessageText();
  const grant = useChangeRoleMutation('grant');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TRoleChoice>(StaffRole.Support);
  const [institutionId, setInstitutionId] = useState('');
  const [emailMissing, setEmailMissing] = useState(false);
  const roleId = useId();
  const institutionFieldId = useId();

  const refused = grant.error instanceof ApiError && grant.error.code ? refusedFieldOf[grant.error.code] : undefined;
  const errorText = grant.isError ? serverErrorText(grant.error) : undefined;
  const isManager = role === StaffRole.InstitutionManager;

  const change = (next: boolean) => {
    if (!next) {
      grant.reset();
      setEmail('');
      setInstitutionId('');
      setEmailMissing(false);
    }
    onOpenChange(next);
  };

  const confirm = (reason: string) => {
    const body: TStaffRoleChange = { email, role, reason, institution_id: isManager && institutionId ? Number(institutionId) : null };
    grant.mutate(body, {
      onSuccess: () => {
        change(false);
        onGranted(t('roles.granted', { email: email.trim(), role: t(`roleNames.${role}`) }));
      },
    });
  };
  // Said on the first attempt, with the reason's problem; the address's form is the server's to judge.
  const checkEmail = () => {
    const missing = email.trim() === '';
    setEmailMissing(missing);
    return !missing;
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={change}
      title={t('roles.grantTitle')}
      description={t('roles.grantDescription')}
      confirmLabel={t('roles.grantConfirm')}
      onConfirm={confirm}
      busy={grant.isPending}
      error={refused ? undefined : errorText}
      checkFields={checkEmail}
    >
      <EmailField
        label={t('roles.email')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailMissing(false);
          if (grant.isError) grant.reset();
        }}
        autoComplete="off"
        error={emailMissing ? messageText('validation.forgot_required') : refused === 'email' ? errorText : undefined}
        required
      />
      <div className={fieldStyles.field}>
        <label htmlFor={roleId} className={fieldStyles.label}>
          {t('roles.role')}
        </label>
        <select id={roleId} className={fieldStyles.input} value={role} onChange={(event) => setRole(event.target.value as TRoleChoice)}>
          {roleChoices.map((choice) => (
            <option key={choice} value={choice}>
              {t(`roleNames.${choice}`)}
            </option>
          ))}
        </select>
        <p className={fieldStyles.hint}>{t(`roleHints.${role}`)}</p>
      </div>
      {isManager && (
        <div className={fieldStyles.field}>
          <label htmlFor={institutionFieldId} className={fieldStyles.label}>
            {t('roles.institution')}
          </label>
          <select
            id={institutionFieldId}
            className={fieldStyles.input}
            value={institutionId}
            onChange={(event) => {
              setInstitutionId(event.target.value);
              if (grant.isError) grant.reset();
            }}
            aria-invalid={refused === 'institution' || undefined}
            aria-describedby={refused === 'institution' ? `${institutionFieldId}-error` : undefined}
          >
            <option value="">{t('roles.chooseInstitution')}</option>
            {institutions.map((institution) => (
              <option key={institution.id} value={institution.id}>
                {institution.name}
              </option>
            ))}
          </select>
          {refused === 'institution' && (
            <p id={`${institutionFieldId}-error`} className={fieldStyles.error}>
              {errorText}
            </p>
          )}
        </div>
      )}
    </ReasonDialog>
  );
}
