import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui';

export interface DeleteConfirmFieldProps {
  email: string;
  value: string;
  onChange: (value: string) => void;
}

/** Deleting cannot be undone: the member's address, typed again, proves it is the account meant. */
export function DeleteConfirmField({ email, value, onChange }: DeleteConfirmFieldProps) {
  const { t } = useTranslation('staffActions');
  const mismatch = value.trim() !== '' && value.trim().toLowerCase() !== email.toLowerCase();
  return (
    <TextField
      label={t('actions.delete.emailLabel')}
      type="email"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={mismatch ? t('actions.delete.emailMismatch', { email }) : undefined}
    />
  );
}
