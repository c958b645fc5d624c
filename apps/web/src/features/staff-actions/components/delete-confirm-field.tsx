import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/ui';

export interface DeleteConfirmFieldProps {
  email: string;
  value: string;
  onChange: (value: string) => void;
  /** The person tried to confirm: an address that is not the member's is said to be wrong. */
  checked: boolean;
}

/** Deleting cannot be undone: the member's address, typed again, proves it is the account meant. */
export function DeleteConfirmField({ email, value, onChange, checked }: DeleteConfirmFieldProps) {
  const { t } = useTranslation('staffActions');
  const mismatch = checked && value.trim().toLowerCase() !== email.toLowerCase();
  return (
    <EmailField
      label={t('actions.delete.emailLabel')}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={mismatch ? t('actions.delete.emailMismatch', { email }) : undefined}
      required
    />
  );
}
