import { useTranslation } from 'react-i18next';
import { Limits } from '@innerway/domain';
import { FormField } from '../../../components/form/form-field';

export interface NewPasswordFieldsProps {
  /** Whose texts: registration asks for a password, the reset for a new one. */
  texts: 'register' | 'reset';
  /** The form's message line, while it shows (see FormField). */
  messageId: string | undefined;
}

/** A new password and its confirmation, as registration and the password reset both ask for them. */
export function NewPasswordFields({ texts, messageId }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        name="password"
        label={t(`${texts}.password`)}
        hint={t(`${texts}.passwordHint`)}
        type="password"
        autoComplete="new-password"
        maxLength={Limits.passwordMax}
        messageId={messageId}
      />
      <FormField
        name="password_confirmation"
        label={t(`${texts}.confirm`)}
        type="password"
        autoComplete="new-password"
        maxLength={Limits.passwordMax}
        messageId={messageId}
      />
    </>
  );
}
