import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useResendVerificationMutation } from '../api/resend-verification';

interface ResendVerificationProps {
  email: string;
  block?: boolean;
}

/** The resend button and its outcome: idle, busy, sent, already verified, or error. */
export function ResendVerification({ email, block }: ResendVerificationProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const serverErrorText = useServerErrorText();
  const resend = useResendVerificationMutation();

  return (
    <>
      {resend.isSuccess && (
        <Alert tone="success">{resend.data.already_verified ? t('prompt.verified') : t('prompt.resent', { email })}</Alert>
      )}
      {resend.isError && <Alert tone="error">{t('errors:sendRequest', { error: serverErrorText(resend.error) })}</Alert>}
      {!resend.data?.already_verified && (
        <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()} block={block}>
          {t('prompt.resend')}
        </Button>
      )}
    </>
  );
}
